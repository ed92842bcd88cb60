import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link2Off, SearchX } from 'lucide-react';
import type { SharedLinkInfo, SharedLinkQuestionnaire } from '@rampart/contracts';
import { loginRedirect } from '@rampart/domain';
import { AuthCard } from '../../../components/ui/auth-card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Redirect } from '../../../components/ui/redirect.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useSession } from '../../../lib/session.ts';
import { useSharedLink } from '../api/get-shared-link.ts';
import { useSharedQuestionnaire } from '../api/get-shared-questionnaire.ts';
import { useOpenSharedLink } from '../api/open-shared-link.ts';
import { readGrant, writeGrant } from '../lib/grant-store.ts';
import {
  CLOSED_TEXT,
  isGone,
  isNotFound,
  isPassRefused,
  type ClosedState,
} from '../lib/refusals.ts';
import { PasswordForm } from './password-form.tsx';

/** What the page hands to the live view once the link has opened. */
export type OpenedLink = {
  token: string;
  grant: string;
  link: SharedLinkQuestionnaire;
  /** Who this visitor is in presence, as the server names a link's holder. */
  me: { userId: string; name: string };
  /** Reads the questionnaire again (access changed); false when the link no longer opens. */
  recheckAccess: () => Promise<boolean>;
};

type Props = { token: string; renderOpened: (opened: OpenedLink) => ReactNode };

const Loading = ({ what }: { what: string }) => (
  <AuthCard title="Shared questionnaire">
    <div role="status" className="flex flex-col gap-2">
      <span className="sr-only">{what}</span>
      <Skeleton className="h-4 w-2/3" />
      <Skeleton className="h-4 w-1/2" />
    </div>
  </AuthCard>
);

const Closed = ({ state }: { state: ClosedState }) => (
  <AuthCard title={CLOSED_TEXT[state].title}>
    <EmptyState
      icon={Link2Off}
      className="py-2"
      title="Nothing to open here"
      description={CLOSED_TEXT[state].description}
    />
  </AuthCard>
);

/** Opens a link that asks for nothing, once, as the page appears. */
const AutoOpen = ({ onOpen }: { onOpen: () => void }) => {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    onOpen();
  }, [onOpen]);
  return <Loading what="Opening the questionnaire" />;
};

/**
 * The public page of a share link (/shared/$token), outside the app's shell: the link's state
 * first; sign-in when it asks for it (and back here after); its password when protected; then
 * the questionnaire, live. A link turned off or expired, now or later, says so.
 */
export const SharedLinkPage = ({ token, renderOpened }: Props) => {
  const session = useSession();
  const info = useSharedLink(token);
  const { refetch: refetchInfo } = info;
  const open = useOpenSharedLink();
  const [grant, setGrant] = useState<string | null>(() => readGrant(token));
  const [gone, setGone] = useState<ClosedState | null>(null);
  const opened = useSharedQuestionnaire(token, grant);

  const forget = useCallback(() => {
    writeGrant(token, null);
    setGrant(null);
  }, [token]);

  const onOpen = useCallback(
    (password?: string) =>
      open.mutate(
        { token, password },
        {
          onSuccess: (g) => {
            writeGrant(token, g.grant);
            setGrant(g.grant);
          },
          onError: (err) => {
            if (isGone(err)) void refetchInfo();
          },
        },
      ),
    // `open.mutate` is stable; the whole mutation object is not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [token, open.mutate, refetchInfo],
  );

  // The pass stopped being good (it ran out, the secret changed): open the link again.
  const passRefused = grant !== null && opened.isError && isPassRefused(opened.error);
  useEffect(() => {
    if (passRefused) forget();
  }, [passRefused, forget]);

  // Turned off, expired or deleted while open: say which, and drop the pass.
  const closeOut = useCallback(
    async (deleted: boolean) => {
      setGone(deleted ? 'deleted' : 'inactive');
      forget();
      if (deleted) return;
      const now = await refetchInfo();
      if (now.data?.state === 'expired') setGone('expired');
    },
    [forget, refetchInfo],
  );
  const wentAway =
    grant !== null && opened.isError && (isGone(opened.error) || isNotFound(opened.error));
  useEffect(() => {
    if (wentAway) void closeOut(isNotFound(opened.error));
  }, [wentAway, closeOut, opened.error]);

  const { refetch } = opened;
  const recheckAccess = useCallback(async () => {
    const result = await refetch();
    return !result.isError;
  }, [refetch]);

  if (gone) return <Closed state={gone} />;
  if (info.isPending || session.status === 'loading') return <Loading what="Loading the link" />;
  if (info.isError) {
    return isNotFound(info.error) ? (
      <AuthCard title="Link not found">
        <EmptyState
          icon={SearchX}
          className="py-2"
          title="Nothing to open here"
          description="The address may be mistyped, or the link was deleted."
        />
      </AuthCard>
    ) : (
      <AuthCard title="Shared questionnaire">
        <ErrorState
          title="Could not load this link"
          error={info.error}
          onRetry={() => void info.refetch()}
          retrying={info.isFetching}
        />
      </AuthCard>
    );
  }
  const link: SharedLinkInfo = info.data;
  if (link.state !== 'active') return <Closed state={link.state} />;
  if (link.requiresSignIn && session.status === 'error') {
    return (
      <AuthCard title={link.name}>
        <ErrorState
          title="Could not check your session"
          error={session.error}
          onRetry={() => void session.refetch()}
        />
      </AuthCard>
    );
  }
  if (link.requiresSignIn && !session.user) {
    return <Redirect href={loginRedirect(`/shared/${token}`)} />;
  }

  if (grant !== null) {
    if (opened.data) {
      const me = opened.data.presence;
      return <>{renderOpened({ token, grant, link: opened.data, me, recheckAccess })}</>;
    }
    if (opened.isError && !passRefused && !wentAway) {
      return (
        <AuthCard title={link.name}>
          <ErrorState
            title="Could not open the questionnaire"
            error={opened.error}
            onRetry={() => void refetch()}
            retrying={opened.isFetching}
          />
        </AuthCard>
      );
    }
    return <Loading what="Opening the questionnaire" />;
  }

  if (link.passwordProtected) {
    return (
      <AuthCard
        title={link.name}
        description="Someone shared a questionnaire with you. This link is protected: enter its password."
      >
        <PasswordForm pending={open.isPending} error={open.error} onSubmit={onOpen} />
      </AuthCard>
    );
  }
  if (open.isError) {
    return (
      <AuthCard title={link.name}>
        <ErrorState
          title="Could not open the questionnaire"
          error={open.error}
          onRetry={() => onOpen()}
          retrying={open.isPending}
        />
      </AuthCard>
    );
  }
  return <AutoOpen onOpen={onOpen} />;
};
