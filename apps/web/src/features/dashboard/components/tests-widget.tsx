import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { CalendarCheck } from 'lucide-react';
import { formatDate } from '@rampart/domain';
import type { DashboardTests } from '@rampart/contracts';
import { Badge } from '../../../components/ui/badge.tsx';
import { testsDueQuery } from '../api/get-widgets.ts';
import { WidgetCard } from './widget-card.tsx';
import { Figures } from './figures.tsx';

/** Control tests overdue and due within 7 days, soonest first. */
export const TestsWidget = () => {
  const query = useQuery(testsDueQuery);
  return (
    <WidgetCard<DashboardTests>
      title="Control tests"
      description="Overdue, and due in the next 7 days."
      to="/dashboard/controls"
      linkLabel="Controls"
      query={query}
      empty={(d) =>
        d.overdue + d.dueSoon === 0
          ? {
              icon: CalendarCheck,
              title: 'Nothing due this week',
              description: 'No control test is overdue or due in the next 7 days.',
            }
          : null
      }
    >
      {(d) => (
        <>
          <Figures
            items={[
              { label: 'Overdue', value: d.overdue, tone: d.overdue > 0 ? 'danger' : undefined },
              { label: 'Due in 7 days', value: d.dueSoon },
              { label: 'Assigned to you', value: d.mine },
            ]}
          />
          <ul className="divide-y divide-border border-t border-border">
            {d.items.map((t) => (
              <li
                key={`${t.controlId}:${t.testId ?? ''}`}
                className="flex items-center gap-3 px-4 py-2.5"
              >
                <div className="min-w-0 flex-1">
                  <Link
                    to="/dashboard/controls/$controlId"
                    params={{ controlId: t.controlId }}
                    className="block truncate text-[13px] font-medium text-fg hover:underline"
                  >
                    {t.controlTitle}
                  </Link>
                  <p className="text-xs text-muted">
                    {t.assigneeName ? `Assigned to ${t.assigneeName}` : 'Unassigned'}
                  </p>
                </div>
                <Badge variant={t.overdue ? 'danger' : 'warning'}>
                  {t.overdue ? 'Overdue' : 'Due'} {formatDate(t.due)}
                </Badge>
              </li>
            ))}
          </ul>
        </>
      )}
    </WidgetCard>
  );
};
