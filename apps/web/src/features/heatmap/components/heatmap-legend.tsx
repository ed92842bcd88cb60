import { LEVEL_STYLE } from '../../../lib/risk-level-style.ts';
import type { GroupBy } from '../lib/heatmap-state.ts';
import { CATEGORY_GROUPS, OTHER_GROUP, STATUS_GROUPS } from '../lib/heatmap-groups.ts';

const LEVELS = ['low', 'medium', 'high', 'critical'] as const;

/** What the colours mean: the level scale, and the group colours when grouped. */
export const HeatmapLegend = ({ groupBy }: { groupBy: GroupBy }) => {
  const groups =
    groupBy === 'category'
      ? CATEGORY_GROUPS
      : groupBy === 'status'
        ? [...STATUS_GROUPS, OTHER_GROUP]
        : [];
  return (
    <div className="flex flex-col gap-2 text-xs text-muted">
      <div className="flex flex-wrap items-center gap-2">
        <span>Cell level:</span>
        {LEVELS.map((l) => (
          <span key={l} className="inline-flex items-center gap-1.5 text-fg">
            <span
              className={`size-3 rounded-sm border border-border-strong ${LEVEL_STYLE[l].cell}`}
              aria-hidden
            />
            {LEVEL_STYLE[l].label}
          </span>
        ))}
        <span className="ml-2">Bubble size: number of risks.</span>
      </div>
      {groups.length > 0 ? (
        <ul
          className="flex flex-wrap items-center gap-x-3 gap-y-1"
          aria-label={`Bubble colours by ${groupBy}`}
        >
          <li>{groupBy === 'category' ? 'Category' : 'Status'}:</li>
          {groups.map((g) => (
            <li key={g.key} className="inline-flex items-center gap-1.5 text-fg">
              <span className="size-2.5 rounded-full" style={{ background: g.color }} aria-hidden />
              {g.label}
            </li>
          ))}
        </ul>
      ) : null}
      {groupBy === 'status' ? (
        <p>
          Status is split from each cell&apos;s five highest-scored risks; the rest of a fuller cell
          shows as &ldquo;Not broken down&rdquo;.
        </p>
      ) : null}
    </div>
  );
};
