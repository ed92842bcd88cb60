import { Badge } from '../../../components/ui/badge.tsx';
import { ControlChoices } from '../../../components/ui/control-choices.tsx';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { useControlOptions, VENDOR_CONTROL_CATEGORY } from '../api/get-control-options.ts';

type Props = {
  search: string;
  value: string | null;
  onChange: (choice: { id: string; title: string }) => void;
};

/** The organisation's controls matching a search, vendor-management ones first, as radios. */
export const ControlOptions = ({ search, value, onChange }: Props) => {
  const text = useDebounced(search.trim(), 250);
  const controls = useControlOptions(text);
  return (
    <ControlChoices
      query={controls}
      search={text}
      value={value}
      onChange={onChange}
      detail={(c) => (
        <>
          {c.type} · {c.owner}
        </>
      )}
      badge={(c) =>
        c.category === VENDOR_CONTROL_CATEGORY ? (
          <Badge variant="accent">Vendor management</Badge>
        ) : null
      }
    />
  );
};
