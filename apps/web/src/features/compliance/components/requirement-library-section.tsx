import type { LibraryControlItem } from '@rampart/contracts';
import { formatCost, formatHours } from '../../../lib/library-format.ts';
import { AdoptControlButton } from '../../../components/ui/adopt-control-button.tsx';
import { SheetSection } from './section.tsx';
import { ImportanceBadge } from './status-badge.tsx';

type Props = { controls: readonly LibraryControlItem[]; canAdopt: boolean };

/** Library controls that would serve the requirement, each adoptable on its own. */
export const RequirementLibrarySection = ({ controls, canAdopt }: Props) => (
  <SheetSection title={`Library controls that serve it (${controls.length})`}>
    {controls.length === 0 ? (
      <p className="text-[13px] text-muted">No library control names this requirement.</p>
    ) : (
      <ul
        aria-label="Library controls"
        className="divide-y divide-border rounded-md border border-border"
      >
        {controls.map((c) => (
          <li key={c.id} className="flex items-center gap-3 px-3 py-2.5">
            <div className="min-w-0 flex-1">
              <p className="text-[13px] font-medium text-fg">{c.name}</p>
              <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted">
                <ImportanceBadge importance={c.importance} />
                <span className="tabular-nums">
                  {formatHours(c.effort.estimatedHours)} · {formatCost(c.effort.estimatedCost)}
                </span>
              </p>
            </div>
            <AdoptControlButton control={c} canAdopt={canAdopt} />
          </li>
        ))}
      </ul>
    )}
  </SheetSection>
);
