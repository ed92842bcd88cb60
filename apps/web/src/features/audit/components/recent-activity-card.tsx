import { Link } from '@tanstack/react-router';
import { History } from 'lucide-react';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { useRecentAuditEvents } from '../api/get-audit-events.ts';
import { AuditEventSummary } from './audit-event-summary.tsx';

/** The last few audit events, for the dashboard. */
export const RecentActivityCard = ({ limit = 5 }: { limit?: number }) => {
  const events = useRecentAuditEvents(limit);
  return (
    <Card>
      <CardHeader
        title="Recent activity"
        actions={
          <Link
            to="/dashboard/activity"
            className="text-[13px] font-medium text-accent-text hover:underline"
          >
            View all
          </Link>
        }
      />
      {events.isPending ? (
        <SkeletonRows rows={limit} label="Loading recent activity" />
      ) : events.isError ? (
        <ErrorState
          error={events.error}
          onRetry={() => void events.refetch()}
          retrying={events.isFetching}
        />
      ) : events.data.items.length === 0 ? (
        <EmptyState
          icon={History}
          title="No activity yet"
          description="Changes will show up here as your team works."
        />
      ) : (
        <ul className="divide-y divide-border">
          {events.data.items.map((e) => (
            <li key={e.id} className="px-4 py-3">
              <AuditEventSummary event={e} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
};
