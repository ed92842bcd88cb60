import { useEffect, useId, useRef } from 'react';
import { CONTROL_TYPE_LABELS } from '@rampart/domain';
import { Badge } from '../../../components/ui/badge.tsx';
import { ChoiceStates, RadioChoiceList } from '../../../components/ui/choice-list.tsx';
import { cn } from '../../../lib/cn.ts';
import { useControlOptions, VENDOR_CONTROL_CATEGORY } from '../api/get-control-options.ts';

type Props = {
  /** The text searched for, already debounced. */
  search: string;
  value: string | null;
  onChange: (choice: { id: string; title: string }) => void;
  /** Move the focus to the picked control once it is listed (it was just adopted). */
  focusPicked: boolean;
  onFocused: () => void;
};

/** The organisation's controls matching a search, vendor-management ones first, as radios. */
export const ControlOptions = ({ search, value, onChange, focusPicked, onFocused }: Props) => {
  const headingId = useId();
  const controls = useControlOptions(search);
  const items = controls.data?.items ?? [];
  const list = useRef<HTMLDivElement>(null);
  // The adopted control's library row is gone, and the focus with it: give it to the new radio.
  useEffect(() => {
    if (!focusPicked) return;
    const picked = list.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked');
    if (!picked) return;
    picked.focus();
    picked.scrollIntoView({ block: 'nearest' });
    onFocused();
  }, [focusPicked, onFocused, controls.data, value]);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-1.5">
      <h3 id={headingId} className="text-[13px] font-semibold text-fg">
        Your controls
      </h3>
      <ChoiceStates
        query={controls}
        noun="controls"
        empty={
          items.length > 0
            ? null
            : search
              ? {
                  title: `No controls match "${search}"`,
                  description: 'Try another word, or adopt one from the library below.',
                }
              : {
                  title: 'No controls yet',
                  description: 'Adopt one from the control library below.',
                }
        }
      >
        <div ref={list} className={cn(controls.isPlaceholderData && 'opacity-60')}>
          <RadioChoiceList
            label="Controls"
            name="control"
            items={items}
            value={value}
            onChange={onChange}
            detail={(c) => (
              <>
                {CONTROL_TYPE_LABELS[c.type]} · {c.owner}
              </>
            )}
            badge={(c) =>
              c.category === VENDOR_CONTROL_CATEGORY ? (
                <Badge variant="accent">Vendor management</Badge>
              ) : null
            }
          />
        </div>
      </ChoiceStates>
    </section>
  );
};
