import { Badge } from '../../../components/ui/badge.tsx';
import { ControlChoices } from '../../../components/ui/control-choices.tsx';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { useControlOptions } from '../api/get-control-options.ts';

type ControlOptionsProps = {
  search: string;
  mapped: readonly string[];
  value: string | null;
  onChange: (choice: { id: string; title: string }) => void;
};

/** The controls matching a search, as a radio list; already mapped ones cannot be picked. */
export const ControlOptions = ({ search, mapped, value, onChange }: ControlOptionsProps) => {
  const text = useDebounced(search.trim(), 250);
  const controls = useControlOptions(text, true);
  return (
    <ControlChoices
      query={controls}
      search={text}
      value={value}
      onChange={onChange}
      isDisabled={(c) => mapped.includes(c.id)}
      detail={(c) => (
        <>
          {c.type} · {c.automation} · {c.owner}
        </>
      )}
      badge={(c) => (mapped.includes(c.id) ? <Badge>Mapped</Badge> : null)}
    />
  );
};
