import { useEffect, useId, useRef } from 'react';
import { AdoptControlButton } from '../../../components/ui/adopt-control-button.tsx';
import { ChoiceStates } from '../../../components/ui/choice-list.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatCost, formatHours } from '../../../lib/library-format.ts';
import { notAdopted, useLibraryOptions } from '../api/get-library-options.ts';

type Props = {
  /** The text searched for, already debounced. */
  search: string;
  /** controls:write: without it the list shows what could be adopted, without the button. */
  canAdopt: boolean;
  /** A control adopted from this list is now the organisation's: pick it. */
  onAdopted: (control: { id: string; title: string }) => void;
};

/** Why the list is empty: nothing matched, everything is adopted, or the library has none. */
const emptyState = (shown: number, found: number, search: string) => {
  if (shown > 0) return null;
  if (found === 0 && search) {
    return {
      title: `No library vendor-management controls match "${search}"`,
      description: 'Try another word.',
    };
  }
  if (found === 0) return { title: 'The library has no vendor-management controls' };
  return search
    ? {
        title: `Every library control matching "${search}" is adopted`,
        description: 'They are among your controls above.',
      }
    : {
        title: 'Every vendor-management control is adopted',
        description: 'They are all among your controls above.',
      };
};

/** The library's vendor-management controls not adopted yet, each adoptable on the spot. */
export const LibraryOptions = ({ search, canAdopt, onAdopted }: Props) => {
  const headingId = useId();
  const library = useLibraryOptions(search);
  // The rows whose Adopt was pressed here: once the refetch shows them adopted, they leave this
  // list for the organisation's, and the new control is picked (adoption by others is not).
  const requested = useRef(new Set<string>());
  useEffect(() => {
    for (const c of library.data?.items ?? []) {
      if (c.adoptedControlId && requested.current.delete(c.id)) {
        onAdopted({ id: c.adoptedControlId, title: c.name });
      }
    }
  }, [library.data, onAdopted]);
  const items = notAdopted(library.data?.items ?? []);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-1.5">
      <h3 id={headingId} className="text-[13px] font-semibold text-fg">
        From the control library
      </h3>
      <p className="text-xs text-muted">
        {canAdopt
          ? 'Vendor-management controls you have not adopted. Adopt one to add it to your controls and pick it.'
          : 'Vendor-management controls not adopted yet. Someone who may edit controls can adopt them.'}
      </p>
      <ChoiceStates
        query={library}
        noun="library controls"
        rows={2}
        empty={emptyState(items.length, library.data?.items.length ?? 0, search)}
      >
        <ul
          aria-label="Library controls"
          className={cn(
            'max-h-44 overflow-y-auto rounded-md border border-border',
            library.isPlaceholderData && 'opacity-60',
          )}
        >
          {items.map((c) => (
            <li
              key={c.id}
              // Enter and Space on the Adopt button arrive as clicks too.
              onClickCapture={(e) => {
                if (e.target instanceof Element && e.target.closest('button')) {
                  requested.current.add(c.id);
                }
              }}
              className="flex items-center gap-3 border-b border-border px-3 py-2 last:border-b-0"
            >
              <div className="min-w-0 flex-1">
                <p className="truncate text-[13px] font-medium text-fg">{c.name}</p>
                <p className="truncate text-xs text-muted" title={c.description.why}>
                  <span className="capitalize">{c.importance.toLowerCase()}</span>
                  {' · '}
                  <span className="tabular-nums">
                    {formatHours(c.effort.estimatedHours)} · {formatCost(c.effort.estimatedCost)}
                  </span>
                </p>
              </div>
              <AdoptControlButton control={c} canAdopt={canAdopt} />
            </li>
          ))}
        </ul>
      </ChoiceStates>
    </section>
  );
};
