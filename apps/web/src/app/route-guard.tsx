import type { ReactNode } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { decideRoute } from '@rampart/domain';
import { AuthCard } from '../components/ui/auth-card.tsx';
import { ErrorState } from '../components/ui/error-state.tsx';
import { Redirect } from '../components/ui/redirect.tsx';
import { FullPageSpinner } from '../components/ui/spinner.tsx';
import { useSession } from '../lib/session.ts';

type RouteGuardProps = {
  /** Allowed roles; empty or absent means any role. */
  roles?: readonly string[];
  /** Required permissions: any one of them, or all with requireAll. */
  permissions?: readonly string[];
  requireAll?: boolean;
  children: ReactNode;
};

/** The route guard of shell spec §5, deciding with the domain's pure rule. */
export const RouteGuard = ({ roles, permissions, requireAll, children }: RouteGuardProps) => {
  const { user, status, error, refetch } = useSession();
  // The location this screen was rendered for: during a navigation `location` is already the
  // next one, and guarding that would send users back to where they came from.
  const location = useRouterState({
    select: (s) => {
      const l = s.resolvedLocation ?? s.location;
      return l.pathname + l.searchStr;
    },
  });

  // The session could not be checked (server down): say so, rather than pretend they signed out.
  if (status === 'error') {
    return (
      <AuthCard title="Rampart is unreachable">
        <ErrorState
          title="Could not check your session"
          error={error}
          onRetry={() => void refetch()}
        />
      </AuthCard>
    );
  }
  const decision = decideRoute({ status, user, location, roles, permissions, requireAll });
  if (decision.kind === 'spinner') return <FullPageSpinner label="Checking your session" />;
  if (decision.kind === 'redirect') return <Redirect href={decision.to} />;
  return <>{children}</>;
};
