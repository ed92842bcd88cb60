import { useQuery } from '@tanstack/react-query';
import { SearchCheck } from 'lucide-react';
import type { DashboardFindings } from '@rampart/contracts';
import { openFindingsQuery } from '../api/get-widgets.ts';
import { Figures } from './figures.tsx';
import { WidgetCard } from './widget-card.tsx';

const SEVERITY_LABELS = { critical: 'Critical', high: 'High', medium: 'Medium', low: 'Low' };
const AGES = [
  ['under30', 'Under 30 days'],
  ['from30to90', '30–90 days'],
  ['over90', 'Over 90 days'],
] as const;

/** Open findings by severity and how long they have been open. */
export const FindingsWidget = () => {
  const query = useQuery(openFindingsQuery);
  return (
    <WidgetCard<DashboardFindings>
      title="Open findings"
      description="By severity and age."
      to="/dashboard/findings"
      linkLabel="Findings"
      query={query}
      empty={(d) =>
        d.open === 0
          ? {
              icon: SearchCheck,
              title: 'No open findings',
              description: 'Findings from tests, assessments and vendors show up here.',
            }
          : null
      }
    >
      {(d) => (
        <>
          <Figures
            items={[
              { label: 'Open', value: d.open },
              { label: 'Past due', value: d.overdue, tone: d.overdue > 0 ? 'danger' : undefined },
              {
                label: 'Critical or high',
                value: d.bySeverity
                  .filter((s) => s.severity === 'critical' || s.severity === 'high')
                  .reduce((n, s) => n + s.under30 + s.from30to90 + s.over90, 0),
                tone: 'warning',
              },
            ]}
          />
          <table className="w-full border-t border-border text-[13px]">
            <thead className="text-xs text-muted">
              <tr>
                <th scope="col" className="px-4 py-2 text-left font-medium">
                  Severity
                </th>
                {AGES.map(([key, label]) => (
                  <th key={key} scope="col" className="px-4 py-2 text-right font-medium">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {d.bySeverity.map((s) => (
                <tr key={s.severity} className="border-t border-border">
                  <th scope="row" className="px-4 py-2 text-left font-normal">
                    {SEVERITY_LABELS[s.severity]}
                  </th>
                  {AGES.map(([key]) => (
                    <td key={key} className="px-4 py-2 text-right tabular-nums">
                      {s[key]}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </WidgetCard>
  );
};
