import type { ReactNode } from 'react';
import type { SessionUser } from '@rampart/contracts';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';
import { PageShell } from '../../../components/ui/page-shell.tsx';
import { PasskeysCard } from './passkeys-card.tsx';
import { PasswordForm } from './password-form.tsx';
import { ProfileForm } from './profile-form.tsx';
import { SessionsCard } from './sessions-card.tsx';
import { ApiTokensCard } from '../../../components/ui/api-tokens-card.tsx';
import { ConnectedAppsCard } from './connected-apps-card.tsx';
import { McpConnectCard } from './mcp-connect-card.tsx';
import { TwoFactorCard } from './two-factor-card.tsx';
import { YourDataCard } from './your-data-card.tsx';
import { ImportOrganizationCard } from './import-organization-card.tsx';

/** `more`: further cards the app adds below (notification preferences). */
export const ProfilePage = ({ user, more }: { user: SessionUser; more?: ReactNode }) => (
  <PageShell
    title="Profile"
    subtitle="How you appear to your team, and how you sign in."
    maxWidth="sm"
    breadcrumbs={[{ label: 'Settings' }, { label: 'Profile' }]}
  >
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader title="Personal details" />
        <CardContent>
          <ProfileForm user={user} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader title="Password" description="Enter your current password to set a new one." />
        <CardContent>
          <PasswordForm />
        </CardContent>
      </Card>
      <TwoFactorCard />
      <PasskeysCard />
      <SessionsCard />
      <ApiTokensCard
        which="mine"
        title="API tokens"
        description="For your scripts and tools: each acts as you in this organization, within its scopes and never beyond your role."
      />
      <ConnectedAppsCard />
      <McpConnectCard />
      {more}
      <YourDataCard />
      <ImportOrganizationCard />
    </div>
  </PageShell>
);
