import { memo } from 'react';
import type { LibraryControlItem } from '@rampart/contracts';
import { Checkbox } from '../../../components/ui/input.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatCost, formatHours } from '../../../lib/library-format.ts';
import { categoryLabel, codesByFramework } from '../lib/standards.ts';
import { AdoptControlButton } from '../../../components/ui/adopt-control-button.tsx';
import { ImportanceBadge } from './importance-badge.tsx';

type Props = {
  control: LibraryControlItem;
  /** Framework names by id, for the hover text of each framework's codes. */
  frameworkNames: ReadonlyMap<string, string>;
  canAdopt: boolean;
  selected: boolean;
  onToggle: (id: string, selected: boolean) => void;
};

/** One library control: what it is, which requirements it serves, what it costs, adopt. */
export const LibraryRow = memo(function LibraryRow({
  control: c,
  frameworkNames,
  canAdopt,
  selected,
  onToggle,
}: Props) {
  const groups = codesByFramework(c.requirements);
  return (
    <div
      className={cn(
        'grid grid-cols-[2.5rem_minmax(0,1fr)_8rem_8.5rem] items-start gap-y-1 border-b border-border py-3 pr-3',
        selected ? 'bg-accent-subtle' : 'hover:bg-hover',
      )}
    >
      <div className="flex justify-center pt-0.5">
        {canAdopt && !c.adoptedControlId ? (
          <Checkbox
            checked={selected}
            onChange={(e) => onToggle(c.id, e.target.checked)}
            aria-label={`Select ${c.name}`}
          />
        ) : null}
      </div>
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <h2 className="text-[13px] font-medium text-fg">{c.name}</h2>
          <ImportanceBadge importance={c.importance} />
          <span className="text-xs text-muted">{categoryLabel(c.category)}</span>
        </div>
        <p className="mt-0.5 line-clamp-1 text-xs text-muted" title={c.description.why}>
          {c.description.why}
        </p>
        {groups.length > 0 ? (
          <p className="mt-1 text-xs text-fg">
            <span className="text-muted">
              {groups.length === 1
                ? 'Counts for 1 framework: '
                : `Counts for ${groups.length} frameworks: `}
            </span>
            {groups.map((g, i) => (
              <span key={g.frameworkId}>
                {i > 0 ? <span className="text-muted"> · </span> : null}
                <span className="font-medium" title={frameworkNames.get(g.frameworkId)}>
                  {g.frameworkId}
                </span>{' '}
                <span className="font-mono">{g.codes.join(', ')}</span>
              </span>
            ))}
          </p>
        ) : null}
      </div>
      <div className="text-right text-xs tabular-nums">
        <p className="text-fg">{formatHours(c.effort.estimatedHours)}</p>
        <p className="text-muted">{formatCost(c.effort.estimatedCost)}</p>
      </div>
      <div className="flex justify-end">
        <AdoptControlButton control={c} canAdopt={canAdopt} />
      </div>
    </div>
  );
});
