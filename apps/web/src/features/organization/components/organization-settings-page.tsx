import type { SessionUser } from '@rampart/contracts';
import { hasPermission } from '@rampart/domain';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { PageShell } from '../../../components/ui/page-shell.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useOrganization } from '../api/get-organization.ts';
import { InviteMemberForm } from './invite-member-form.tsx';
import { MembersTable } from './members-table.tsx';
import { OrganizationNameForm } from './organization-name-form.tsx';
import { PendingInvitations } from './pending-invitations.tsx';

export const OrganizationSettingsPage = ({ user }: { user: SessionUser }) => {
  const organization = useOrganization();
  const canManageOrg = hasPermission(user.permissions, 'organization:manage');
  const canManageMembers = hasPermission(user.permissions, 'members:manage');
  const actor = { id: user.id, role: user.role, canManage: canManageMembers };

  return (
    <PageShell
      title="Organization settings"
      subtitle="Name, members and invitations of your organization."
      maxWidth="lg"
      breadcrumbs={[{ label: 'Settings' }, { label: 'Organization' }]}
      stats={
        organization.data ? [{ label: 'Members', value: organization.data.memberCount }] : undefined
      }
    >
      <div className="flex flex-col gap-6">
        <Card>
          <CardHeader title="General" />
          <CardContent>
            {organization.isPending ? (
              <div role="status" className="flex flex-col gap-2">
                <span className="sr-only">Loading organization</span>
                <Skeleton className="h-8 w-full max-w-md" />
                <Skeleton className="h-4 w-48" />
              </div>
            ) : organization.isError ? (
              <ErrorState
                error={organization.error}
                onRetry={() => void organization.refetch()}
                retrying={organization.isFetching}
              />
            ) : (
              <OrganizationNameForm organization={organization.data} canManage={canManageOrg} />
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader
            title="Members"
            description="People who can sign in to this organization, and what they may do."
          />
          {canManageMembers ? (
            <CardContent className="border-b border-border">
              <InviteMemberForm actorRole={user.role} />
            </CardContent>
          ) : null}
          <MembersTable actor={actor} />
        </Card>
        <Card>
          <CardHeader title="Pending invitations" />
          <PendingInvitations canManage={canManageMembers} />
        </Card>
      </div>
    </PageShell>
  );
};
