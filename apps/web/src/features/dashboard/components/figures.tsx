import { formatNumber } from '@rampart/domain';
import { cn } from '../../../lib/cn.ts';

type Figure = { label: string; value: number; tone?: 'danger' | 'warning' };

/** A row of headline counts at the top of a widget. */
export const Figures = ({ items }: { items: Figure[] }) => (
  <dl className="grid grid-cols-3 gap-2 px-4 py-3">
    {items.map((f) => (
      <div key={f.label} className="flex flex-col">
        <dt className="text-xs text-muted">{f.label}</dt>
        <dd
          className={cn(
            'text-lg font-semibold tabular-nums',
            f.tone === 'danger'
              ? 'text-danger-text'
              : f.tone === 'warning'
                ? 'text-warning-text'
                : 'text-fg',
          )}
        >
          {formatNumber(f.value)}
        </dd>
      </div>
    ))}
  </dl>
);
