import { formatMoment } from '@rampart/domain';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAccountSessions, useEndSessions } from '../api/account-sessions.ts';

/** Profile → Sessions: where this account is signed in; end one, or all but this. */
export const SessionsCard = () => {
  const sessions = useAccountSessions();
  const end = useEndSessions();
  const items = sessions.data ?? [];
  const others = items.filter((s) => !s.current).length;
  const now = new Date();

  const endOne = (sessionId: string | 'others', what: string) =>
    end.mutate(sessionId, {
      onSuccess: () => toast({ title: 'Signed out', description: what }),
      onError: (err) =>
        toast({ title: 'Not signed out', description: errorMessage(err), variant: 'destructive' }),
    });

  return (
    <Card>
      <CardHeader
        title="Sessions"
        description="Where your account is signed in. End any you do not recognise."
        actions={
          others > 0 ? (
            <Button
              size="sm"
              loading={end.isPending && end.variables === 'others'}
              onClick={() => endOne('others', 'Every other session has ended.')}
            >
              Sign out other sessions
            </Button>
          ) : undefined
        }
      />
      {sessions.isPending ? (
        <SkeletonRows rows={2} label="Loading sessions" />
      ) : sessions.isError ? (
        <ErrorState error={sessions.error} onRetry={() => void sessions.refetch()} />
      ) : (
        <ul aria-label="Sessions" className="divide-y divide-border">
          {items.map((s) => (
            <li key={s.id} className="flex items-center gap-3 px-4 py-3">
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2 text-[13px] font-medium text-fg">
                  {s.device}
                  {s.current ? <Badge variant="accent">This session</Badge> : null}
                </p>
                <p className="text-xs text-muted">
                  {s.address ?? 'Address unknown'} · signed in{' '}
                  {formatMoment(s.signedInAt, now, 'local')} · last seen{' '}
                  {formatMoment(s.lastSeenAt, now, 'local')}
                </p>
              </div>
              {s.current ? null : (
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Sign out ${s.device}, last seen ${formatMoment(s.lastSeenAt, now, 'local')}`}
                  loading={end.isPending && end.variables === s.id}
                  onClick={() => endOne(s.id, `${s.device} is signed out.`)}
                >
                  Sign out
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
};
