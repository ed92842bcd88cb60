import { useState } from 'react';
import type { ConnectedApp } from '@rampart/contracts';
import { formatMoment } from '@rampart/domain';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { scopeWords } from '../../../components/ui/token-scopes-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useConnectedApps, useDisconnectApp } from '../api/connected-apps.ts';

/**
 * Profile → Connected assistants: the AI assistants this person allowed by OAuth, in any of
 * their organisations; disconnecting one ends its tokens at once.
 */
export const ConnectedAppsCard = () => {
  const apps = useConnectedApps();
  const disconnect = useDisconnectApp();
  const [confirming, setConfirming] = useState<ConnectedApp | null>(null);
  const items = apps.data ?? [];
  const now = new Date();

  const onConfirm = () => {
    if (!confirming) return;
    const app = confirming;
    disconnect.mutate(app.id, {
      onSuccess: () => {
        setConfirming(null);
        toast({
          title: 'Disconnected',
          description: `${app.clientName} can no longer reach Rampart.`,
        });
      },
      onError: (err) =>
        toast({
          title: 'Not disconnected',
          description: errorMessage(err),
          variant: 'destructive',
        }),
    });
  };

  return (
    <Card>
      <CardHeader
        title="Connected assistants"
        description="AI assistants you allowed to act as you by signing in from them (OAuth). Each reaches one organisation, within the scopes you gave."
      />
      {apps.isPending ? (
        <SkeletonRows rows={2} label="Loading connected assistants" />
      ) : apps.isError ? (
        <ErrorState error={apps.error} onRetry={() => void apps.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState
          title="No assistant connected"
          description="When an assistant connects to the MCP address below and you allow it, it shows here."
          className="py-6"
        />
      ) : (
        <ul aria-label="Connected assistants" className="divide-y divide-border">
          {items.map((a) => (
            <li key={a.id} className="flex items-center gap-3 px-4 py-3">
              <div className="min-w-0 flex-1">
                <p className="break-words text-[13px] font-medium text-fg">
                  {a.clientName}{' '}
                  <span className="font-normal text-muted">
                    from <span className="font-mono">{a.clientHost}</span>
                  </span>
                </p>
                <p className="break-words text-xs text-muted">
                  {a.organization.name} · {scopeWords(a.scopes)}
                </p>
                <p className="text-xs text-muted">
                  Connected {formatMoment(a.createdAt, now, 'local')} ·{' '}
                  {a.lastUsedAt
                    ? `last used ${formatMoment(a.lastUsedAt, now, 'local')}`
                    : 'not used yet'}
                </p>
              </div>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Disconnect ${a.clientName} from ${a.organization.name}`}
                onClick={() => setConfirming(a)}
              >
                Disconnect
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        title={`Disconnect ${confirming?.clientName ?? 'this assistant'}?`}
        description="Its tokens stop working at once. To use it again, connect it again and allow it."
        confirmLabel="Disconnect"
        pending={disconnect.isPending}
        onConfirm={onConfirm}
      />
    </Card>
  );
};
