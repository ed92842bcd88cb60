import { History } from 'lucide-react';
import { LoadMore } from '../../../components/ui/load-more.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { ExportMenu } from '../../../components/ui/export-menu.tsx';
import { PageShell } from '../../../components/ui/page-shell.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { exportAuditEvents } from '../api/export-audit-events.ts';
import { useAuditEvents } from '../api/get-audit-events.ts';
import { AuditEventItem } from './audit-event-item.tsx';

const ActivityList = () => {
  const events = useAuditEvents();
  if (events.isPending) return <SkeletonRows rows={8} label="Loading activity" />;
  // A failed "Load more" keeps the pages already shown; only a failed first page replaces them.
  if (!events.data) {
    return (
      <ErrorState
        title="Could not load activity"
        error={events.error}
        onRetry={() => void events.refetch()}
        retrying={events.isFetching}
      />
    );
  }
  const items = events.data.pages.flatMap((p) => p.items);
  const total = events.data.pages[0]?.total ?? items.length;
  if (items.length === 0) {
    return (
      <EmptyState
        icon={History}
        title="No activity yet"
        description="Changes to the organization, its members and invitations are recorded here as they happen."
      />
    );
  }
  return (
    <>
      <ul className="divide-y divide-border" aria-label="Audit events">
        {items.map((e) => (
          <AuditEventItem key={e.id} event={e} />
        ))}
      </ul>
      <LoadMore query={events} shown={`Showing ${items.length} of ${total}`} />
    </>
  );
};

/** Recent Activity: the organisation's audit log, newest first. */
export const ActivityPage = () => (
  <PageShell
    title="Recent Activity"
    subtitle="Every change in your organization: who, when, what, and the values before and after."
    maxWidth="lg"
    breadcrumbs={[{ label: 'Recent Activity' }]}
  >
    <div className="mb-3 flex justify-end">
      <ExportMenu what="audit log" exportFile={exportAuditEvents} />
    </div>
    <Card>
      <ActivityList />
    </Card>
  </PageShell>
);
