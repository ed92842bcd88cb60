import {
  NOTIFICATION_KIND_LABELS,
  type NotificationPreference,
  type NotificationPreferences,
} from '@rampart/contracts';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { Switch, SwitchField } from '../../../components/ui/switch.tsx';
import { Table, TableHead, TableRow, Td, Th } from '../../../components/ui/table.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useNotificationPreferences } from '../api/get-notification-preferences.ts';
import { useUpdateNotificationPreferences } from '../api/update-notification-preferences.ts';

/** Which notifications reach the person, in the app and by email, and the daily digest. */
export const NotificationPreferencesCard = () => {
  const query = useNotificationPreferences();
  return (
    <Card id="notification-preferences" className="scroll-mt-4">
      <CardHeader
        title="Notifications"
        description="What you are told about in this organisation, in the app and by email."
      />
      {query.isPending ? (
        <SkeletonRows rows={4} label="Loading notification preferences" />
      ) : query.isError ? (
        <ErrorState
          title="Could not load your notification preferences"
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <PreferencesForm value={query.data} />
      )}
    </Card>
  );
};

const PreferencesForm = ({ value }: { value: NotificationPreferences }) => {
  const update = useUpdateNotificationPreferences();
  const save = (body: Parameters<typeof update.mutate>[0]) =>
    update.mutate(body, {
      onError: (error) =>
        toast({
          title: 'Could not save your notification preferences',
          description: errorMessage(error),
          variant: 'destructive',
        }),
    });
  const change = (p: NotificationPreference, patch: Partial<NotificationPreference>) =>
    save({ preferences: [{ ...p, ...patch }] });

  return (
    <>
      <Table>
        <TableHead>
          <tr>
            <Th>Notify me when</Th>
            <Th className="w-20 text-center">In app</Th>
            <Th className="w-20 text-center">Email</Th>
          </tr>
        </TableHead>
        <tbody>
          {value.preferences.map((p) => {
            const { label, description } = NOTIFICATION_KIND_LABELS[p.kind];
            return (
              <TableRow key={p.kind} data-testid={`notification-preference-${p.kind}`}>
                <Td>
                  <span className="block font-medium text-fg">{label}</span>
                  <span className="block text-xs text-muted">{description}</span>
                </Td>
                <Td className="text-center">
                  <Switch
                    checked={p.inApp}
                    aria-label={`${label}: in the app`}
                    disabled={update.isPending}
                    onCheckedChange={(inApp) => change(p, { inApp })}
                  />
                </Td>
                <Td className="text-center">
                  <Switch
                    checked={p.email}
                    aria-label={`${label}: by email`}
                    disabled={update.isPending}
                    onCheckedChange={(email) => change(p, { email })}
                  />
                </Td>
              </TableRow>
            );
          })}
        </tbody>
      </Table>
      <CardContent className="flex flex-col gap-3 border-t border-border">
        <SwitchField
          label="Daily digest"
          description="One email a day listing your notifications, instead of one email each."
          checked={value.digest}
          disabled={update.isPending}
          onCheckedChange={(digest) => save({ digest })}
        />
        {value.emailAvailable ? null : (
          <p className="text-xs text-muted">
            This server sends no email yet (no mail server is set up); your email choices apply once
            it does.
          </p>
        )}
      </CardContent>
    </>
  );
};
