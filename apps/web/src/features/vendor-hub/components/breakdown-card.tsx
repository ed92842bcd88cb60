import { formatNumber } from '@rampart/domain';
import type { ReactNode } from 'react';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import type { BreakdownRow } from '../lib/dashboard-view.ts';
import { HrefLink } from './href-link.tsx';

type Props = {
  title: string;
  description?: string;
  rows: readonly BreakdownRow[];
  /** What is counted, after the number, for screen readers ("vendors", "findings"). */
  unit: string;
  /** Something shown before a row's label (a severity badge instead of the plain label). */
  renderLabel?: (row: BreakdownRow) => ReactNode;
};

/** Counts by one property; a row links to the register filtered by it, where it can be. */
export const BreakdownCard = ({ title, description, rows, unit, renderLabel }: Props) => {
  const max = Math.max(1, ...rows.map((r) => r.count));
  return (
    <Card className="flex flex-col" role="region" aria-label={title}>
      <CardHeader title={title} description={description} />
      <ul className="flex flex-col gap-0.5 p-2">
        {rows.map((row) => {
          const content = (
            <>
              <span className="flex min-w-0 flex-1 flex-col gap-1">
                <span className="truncate">{renderLabel ? renderLabel(row) : row.label}</span>
                <span aria-hidden className="h-1 overflow-hidden rounded-full bg-hover">
                  <span
                    className="block h-full rounded-full bg-accent/70"
                    style={{ width: `${(row.count / max) * 100}%` }}
                  />
                </span>
              </span>{' '}
              <span className="w-10 text-right font-semibold text-fg tabular-nums">
                {formatNumber(row.count)}
                <span className="sr-only"> {unit}</span>
              </span>
            </>
          );
          const layout = 'flex items-center gap-3 rounded-md px-2 py-1.5 text-[13px] text-fg';
          return (
            <li key={row.value}>
              {row.href ? (
                <HrefLink href={row.href} className={`${layout} hover:bg-hover`}>
                  {content}
                </HrefLink>
              ) : (
                <div className={layout}>{content}</div>
              )}
            </li>
          );
        })}
      </ul>
    </Card>
  );
};
