import type { SessionUser } from '@rampart/contracts';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { PageShell } from '../../../components/ui/page-shell.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useOrganization } from '../api/get-organization.ts';
import { InviteMemberForm } from './invite-member-form.tsx';
import { MembersTable } from './members-table.tsx';
import { OrganizationNameForm } from './organization-name-form.tsx';
import { PendingInvitations } from './pending-invitations.tsx';
import { DomainsCard } from './domains-card.tsx';
import { SecurityCard } from './security-card.tsx';
import { SignInsCard } from './sign-ins-card.tsx';
import { SingleSignOnCard } from './single-sign-on-card.tsx';
import { ScimCard } from './scim-card.tsx';
import { ApiTokensCard } from '../../../components/ui/api-tokens-card.tsx';
import { WebhooksCard } from './webhooks-card.tsx';
import { DeleteOrganizationCard } from './delete-organization-card.tsx';
import { ExportOrganizationCard } from './export-organization-card.tsx';

export const OrganizationSettingsPage = ({ user }: { user: SessionUser }) => {
  const organization = useOrganization();
  // What the user may do here comes with the organisation (nothing until it has loaded).
  const abilities = organization.data?.abilities;
  const canInvite = abilities?.invite ?? false;

  return (
    <PageShell
      title="Organization settings"
      subtitle="Name, members, sign-in security and invitations of your organization."
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
              <OrganizationNameForm
                organization={organization.data}
                canManage={organization.data.abilities.update}
              />
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader
            title="Members"
            description="People who can sign in to this organization, and what they may do."
          />
          {abilities?.invite ? (
            <CardContent className="border-b border-border">
              <InviteMemberForm roles={abilities.invitableRoles} />
            </CardContent>
          ) : null}
          <MembersTable currentUserId={user.id} />
        </Card>
        {/* Owners and admins (organization:manage) read the policy; only owners change it. */}
        {abilities?.update ? (
          <>
            <SecurityCard />
            <DomainsCard />
            <SingleSignOnCard />
            <ScimCard />
            <ApiTokensCard
              which="organization"
              title="Organization API tokens"
              description="Service tokens act as themselves, outliving the person who made them; members’ personal tokens are listed here too, to revoke."
            />
            <WebhooksCard />
            <SignInsCard />
          </>
        ) : null}
        {/* Only those who may invite may list invitations (the API refuses the others). */}
        {canInvite ? (
          <Card>
            <CardHeader title="Pending invitations" />
            <PendingInvitations canManage={canInvite} />
          </Card>
        ) : null}
        {organization.data?.abilities.export ? <ExportOrganizationCard /> : null}
        {organization.data?.abilities.delete ? (
          <DeleteOrganizationCard organization={organization.data} />
        ) : null}
      </div>
    </PageShell>
  );
};
