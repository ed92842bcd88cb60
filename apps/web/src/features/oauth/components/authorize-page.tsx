import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import {
  ROLE_LABELS,
  type ApiTokenScope,
  type OAuthAuthorizationRequest,
} from '@rampart/contracts';
import { AuthCard } from '../../../components/ui/auth-card.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Field, FormMessage } from '../../../components/ui/field.tsx';
import { Select } from '../../../components/ui/input.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { TokenScopesField } from '../../../components/ui/token-scopes-field.tsx';
import { ApiError, errorMessage, fieldIssues } from '../../../lib/api-client.ts';
import { issuesByField } from '../../../lib/field-issues.ts';
import { useSession } from '../../../lib/session.ts';
import { useAuthorizationView, useDecideAuthorization } from '../api/oauth.ts';

const Loading = () => (
  <AuthCard title="Connect an assistant">
    <div role="status" className="flex flex-col gap-2">
      <span className="sr-only">Loading the request</span>
      <Skeleton className="h-4 w-2/3" />
      <Skeleton className="h-4 w-1/2" />
    </div>
  </AuthCard>
);

/**
 * The consent screen of OAuth (issue 23 point 2): an AI assistant asks to act as the signed-in
 * person; they pick the organisation and what it may reach (never beyond their role there), or
 * decline. Either way the browser goes back to the assistant.
 */
export const AuthorizePage = ({
  request,
  here,
}: {
  request: OAuthAuthorizationRequest;
  here: string;
}) => {
  const session = useSession();
  const signedIn = Boolean(session.user);
  const view = useAuthorizationView(request, signedIn);
  const decide = useDecideAuthorization();
  const [organizationId, setOrganizationId] = useState<string | null>(null);
  const [scopes, setScopes] = useState<ApiTokenScope[] | null>(null);
  const [leaving, setLeaving] = useState(false);

  if (session.status === 'loading') return <Loading />;
  if (!session.user) {
    return (
      <AuthCard
        title="Connect an assistant"
        description="An AI assistant asks to reach your Rampart workspace. Sign in to review what it asks for."
      >
        <Link to="/auth/login" search={{ from: here }} className={buttonClasses('primary')}>
          Sign in to continue
        </Link>
      </AuthCard>
    );
  }
  if (view.isPending) return <Loading />;
  if (view.isError) {
    const refused = view.error instanceof ApiError && view.error.status === 400;
    return (
      <AuthCard title="Connect an assistant">
        <ErrorState
          title={refused ? 'This connection request cannot be used' : 'Could not load the request'}
          error={
            refused
              ? `${errorMessage(view.error)} Ask the assistant’s maker, or try connecting again.`
              : view.error
          }
          onRetry={refused ? undefined : () => void view.refetch()}
          retrying={view.isFetching}
        />
      </AuthCard>
    );
  }

  const { client, organizations, redirectHost } = view.data;
  const usable = organizations.filter((o) => o.grantableScopes.length > 0);
  const chosen = usable.find((o) => o.id === organizationId) ?? usable[0] ?? null;
  const grantable = chosen?.grantableScopes ?? [];
  const picked = (scopes ?? grantable).filter((s) => grantable.includes(s));
  const issues = issuesByField(fieldIssues(decide.error));

  const answer = (decision: 'allow' | 'deny') =>
    decide.mutate(
      {
        ...request,
        decision,
        ...(decision === 'allow' ? { organizationId: chosen?.id, scopes: picked } : {}),
      },
      {
        onSuccess: ({ redirectTo }) => {
          setLeaving(true);
          window.location.assign(redirectTo);
        },
      },
    );

  return (
    <AuthCard
      title={`Connect ${client.name}`}
      description={
        <>
          <span className="font-medium text-fg">{client.name}</span> (from{' '}
          <span className="font-mono text-fg">{client.host}</span>) asks to act as{' '}
          {session.user.name} in Rampart: what it does is checked against your role and recorded in
          the audit log as done through MCP.
        </>
      }
      footer={<>After you answer, you go back to {redirectHost}.</>}
    >
      <div className="flex flex-col gap-4">
        {usable.length === 0 ? (
          <FormMessage tone="info">
            None of your organisations lets your role give what this assistant asks for. You can
            decline, or ask an administrator.
          </FormMessage>
        ) : (
          <>
            <Field label="Organisation" error={issues.organizationId}>
              {(p) => (
                <Select
                  {...p}
                  value={chosen?.id ?? ''}
                  onChange={(e) => {
                    setOrganizationId(e.target.value);
                    setScopes(null);
                  }}
                >
                  {usable.map((o) => (
                    <option key={o.id} value={o.id}>
                      {o.name} ({ROLE_LABELS[o.role]})
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <TokenScopesField
              value={picked}
              onChange={setScopes}
              grantable={grantable}
              legend="What it may reach"
              hint="Only what the assistant asked for and your role allows. You can disconnect it any time from Profile → Connected assistants."
              error={issues.scopes}
            />
          </>
        )}
        {decide.isError && Object.keys(issues).length === 0 ? (
          <FormMessage>{errorMessage(decide.error)}</FormMessage>
        ) : null}
        <div className="flex flex-col gap-2 sm:flex-row-reverse">
          {usable.length > 0 ? (
            <Button
              variant="primary"
              disabled={picked.length === 0 || leaving}
              loading={decide.isPending && decide.variables?.decision === 'allow'}
              onClick={() => answer('allow')}
            >
              Allow
            </Button>
          ) : null}
          <Button
            variant="secondary"
            disabled={leaving}
            loading={decide.isPending && decide.variables?.decision === 'deny'}
            onClick={() => answer('deny')}
          >
            Decline
          </Button>
        </div>
      </div>
    </AuthCard>
  );
};
