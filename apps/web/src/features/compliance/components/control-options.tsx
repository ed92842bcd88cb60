import { ButtonChoiceList, ChoiceStates } from '../../../components/ui/choice-list.tsx';
import { useControlOptions, type ControlOption } from '../api/search-controls.ts';
import { IMPLEMENTATION_LABELS } from '../lib/labels.ts';

type Props = {
  search: string;
  /** Controls already mapped: shown, but not offered again. */
  mapped: readonly string[];
  value: string | null;
  onChange: (control: ControlOption) => void;
};

/** The organisation's controls matching the search, as a list of choices. */
export const ControlOptions = ({ search, mapped, value, onChange }: Props) => {
  const controls = useControlOptions(search, true);
  const items = controls.data ?? [];
  return (
    <ChoiceStates
      query={controls}
      noun="controls"
      rows={4}
      empty={
        items.length > 0
          ? null
          : {
              title: search ? `No controls match "${search}"` : 'No controls yet',
              description: search
                ? undefined
                : 'Add controls in the register, or adopt them from the library.',
            }
      }
    >
      <ButtonChoiceList
        label="Controls"
        items={items}
        value={value}
        onChange={onChange}
        isDisabled={(c) => mapped.includes(c.id)}
        dimmed={controls.isPlaceholderData}
        aside={(c) => (
          <span className="text-xs text-muted">
            {mapped.includes(c.id) ? 'Mapped' : IMPLEMENTATION_LABELS[c.implementationStatus]}
          </span>
        )}
      />
    </ChoiceStates>
  );
};
