import { Link } from '@tanstack/react-router';
import { ShieldHalf, UserPlus, UserRound } from 'lucide-react';
import { hasPermission, splitName, formatNumber } from '@rampart/domain';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { PageShell, type PageStat } from '../../components/ui/page-shell.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { RecentActivityCard } from '../../features/audit/components/recent-activity-card.tsx';
import { DashboardWidgets } from '../../features/dashboard/components/dashboard-widgets.tsx';
import { widgetsFor } from '../../features/dashboard/lib/persona-widgets.ts';
import { useOrganization } from '../../features/organization/api/get-organization.ts';
import { useRcsaSummary } from '../../features/risks/api/get-rcsa-summary.ts';
import { usePendingInvitations } from '../../features/organization/api/get-invitations.ts';
import { useRequiredUser } from '../../lib/session.ts';
import { QUICK_ACTIONS } from '../quick-actions.ts';

const greeting = (hour: number) =>
  hour < 12 ? 'Good morning' : hour < 18 ? 'Good afternoon' : 'Good evening';

const PERSONA_ARTICLE = {
  executive: 'an executive',
  analyst: 'an analyst',
  operator: 'an operator',
  auditor: 'an auditor',
} as const;

const loadingValue = <Skeleton className="my-1 h-5 w-8" />;

const ActivityWidget = () => <RecentActivityCard limit={6} />;

/**
 * Dashboard home: the organisation at a glance, arranged by the person's persona; real figures
 * only, and no widget whose data the role may not read.
 */
export const DashboardHome = () => {
  const user = useRequiredUser();
  const canManageMembers = hasPermission(user.permissions, 'members:manage');
  const organization = useOrganization();
  // Listing invitations needs members:manage; asking without it can only fail.
  const invitations = usePendingInvitations(canManageMembers);
  const canReadRisks = hasPermission(user.permissions, 'risks:read');
  const rcsa = useRcsaSummary(canReadRisks);

  const stats: PageStat[] = [
    {
      label: 'Members',
      value: organization.data?.memberCount ?? (organization.isError ? '—' : loadingValue),
    },
  ];
  // A figure that cannot be loaded is left out rather than shown as zero.
  if (canManageMembers && !invitations.isError) {
    stats.push({ label: 'Pending invitations', value: invitations.data?.length ?? loadingValue });
  }
  if (canReadRisks && !rcsa.isError) {
    const level = (name: string) => rcsa.data?.levels.find((l) => l.level === name)?.inherent;
    const figure = (n: number | null | undefined) =>
      rcsa.data ? formatNumber(n ?? 0) : loadingValue;
    stats.push(
      { label: 'Risks', value: figure(rcsa.data?.totalRisks) },
      { label: 'Critical risks', value: figure(level('critical')) },
      { label: 'High risks', value: figure(level('high')) },
      { label: 'Risks without controls', value: figure(rcsa.data?.risksWithoutControls) },
    );
  }
  const firstName = user.firstName || splitName(user.name).firstName;
  // The first-run card only while the organisation holds nothing yet, as the server says.
  const workspaceEmpty =
    canReadRisks && rcsa.data !== undefined && rcsa.data.totalRisks + rcsa.data.totalControls === 0;

  return (
    <PageShell
      title="Dashboard"
      subtitle={`${greeting(new Date().getHours())}, ${firstName}. Here is ${user.organization.name} today.`}
      stats={stats}
      quickActions={QUICK_ACTIONS}
    >
      {organization.isError ? (
        <Card className="mb-6">
          <ErrorState
            title="Could not load your organization"
            error={organization.error}
            onRetry={() => void organization.refetch()}
            retrying={organization.isFetching}
          />
        </Card>
      ) : null}
      {workspaceEmpty ? (
        <Card className="mb-6">
          <EmptyState
            icon={ShieldHalf}
            title="Your workspace is ready"
            description={
              canManageMembers
                ? 'Risks, controls and assessments will appear here as your team adds them. Start by inviting the people who own them.'
                : 'Risks, controls and assessments will appear here as your team adds them. Meanwhile, set your persona so Rampart shows you the right shortcuts.'
            }
            action={
              <>
                {canManageMembers ? (
                  <Link to="/dashboard/settings/organization" className={buttonClasses('primary')}>
                    <UserPlus aria-hidden />
                    Invite teammates
                  </Link>
                ) : null}
                <Link to="/dashboard/settings/profile" className={buttonClasses('secondary')}>
                  <UserRound aria-hidden />
                  Complete your profile
                </Link>
              </>
            }
          />
        </Card>
      ) : null}
      <p className="mb-3 text-[13px] text-muted">
        Arranged for {PERSONA_ARTICLE[user.persona]}.{' '}
        <Link to="/dashboard/settings/profile" className="text-accent-text underline">
          Change your persona
        </Link>
      </p>
      <DashboardWidgets
        ids={widgetsFor(user.persona, user.permissions)}
        activity={ActivityWidget}
      />
    </PageShell>
  );
};
