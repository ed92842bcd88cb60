import { SESSION_LIFETIME_HOURS } from '@rampart/contracts';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Field, FormMessage } from '../../../components/ui/field.tsx';
import { Select } from '../../../components/ui/input.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { SwitchField } from '../../../components/ui/switch.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { Link } from '@tanstack/react-router';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSessionUser } from '../../../lib/session.ts';
import {
  useOrganizationSecurity,
  useUpdateOrganizationSecurity,
} from '../api/organization-security.ts';

const LIFETIME_LABELS: Record<string, string> = {
  '': 'After a week without use',
  '8': 'Every 8 hours',
  '24': 'Every day',
  '168': 'Every week',
  '720': 'Every 30 days',
};

/**
 * Organisation → Security: the two-factor policy and how long a sign-in lasts (owners change
 * them; admins read them).
 */
export const SecurityCard = () => {
  const security = useOrganizationSecurity(true);
  const update = useUpdateOrganizationSecurity();
  const data = security.data;
  // The server refuses the policy to an owner without a factor of their own: say so first.
  const ownFactor = useSessionUser()?.twoFactor.enabled ?? false;
  const blocked = Boolean(data && !data.twoFactorRequired && !ownFactor);
  const without = data?.membersWithoutTwoFactor ?? 0;
  return (
    <Card>
      <CardHeader title="Security" description="How members sign in to this organization." />
      <CardContent>
        {security.isPending ? (
          <Skeleton className="h-12 w-full" />
        ) : !data ? (
          <ErrorState error={security.error} onRetry={() => void security.refetch()} />
        ) : (
          <div className="flex flex-col gap-3">
            {update.error ? <FormMessage>{errorMessage(update.error)}</FormMessage> : null}
            <SwitchField
              label="Require two-factor authentication"
              description={
                !data.abilities.update ? (
                  'Only owners change this.'
                ) : blocked ? (
                  <>
                    Set up two-factor authentication or a passkey for your own account first, in{' '}
                    <Link
                      to="/dashboard/settings/profile"
                      className="font-medium text-accent-text hover:underline"
                    >
                      your profile
                    </Link>
                    .
                  </>
                ) : (
                  'Members without it must set up an authenticator app at their next request, before anything else.'
                )
              }
              checked={data.twoFactorRequired}
              disabled={!data.abilities.update || blocked || update.isPending}
              onCheckedChange={(twoFactorRequired) =>
                update.mutate(
                  { twoFactorRequired },
                  {
                    onSuccess: () =>
                      toast({
                        title: twoFactorRequired
                          ? 'Two-factor authentication required'
                          : 'Two-factor authentication optional',
                        description: twoFactorRequired
                          ? 'Members without it set it up before they continue.'
                          : 'Members choose for themselves.',
                      }),
                  },
                )
              }
            />
            <Field
              label="Ask members to sign in again"
              hint="Counted from each sign-in, however active the session."
            >
              {(p) => (
                <Select
                  {...p}
                  className="sm:w-64"
                  value={String(data.sessionLifetimeHours ?? '')}
                  disabled={!data.abilities.update || update.isPending}
                  onChange={(e) => {
                    // Read now: the select is controlled and shows the old value until the
                    // answer comes back.
                    const value = e.target.value;
                    const hours = value === '' ? null : Number(value);
                    update.mutate(
                      {
                        sessionLifetimeHours: hours as
                          (typeof SESSION_LIFETIME_HOURS)[number] | null,
                      },
                      {
                        onSuccess: () =>
                          toast({
                            title: 'Session lifetime changed',
                            description: LIFETIME_LABELS[value] ?? '',
                          }),
                      },
                    );
                  }}
                >
                  <option value="">{LIFETIME_LABELS['']}</option>
                  {SESSION_LIFETIME_HOURS.map((h) => (
                    <option key={h} value={String(h)}>
                      {LIFETIME_LABELS[String(h)]}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <p className="text-xs text-muted">
              {without === 0
                ? 'Every member has two-factor authentication.'
                : `${without} ${without === 1 ? 'member has' : 'members have'} not set up two-factor authentication.`}
            </p>
          </div>
        )}
      </CardContent>
    </Card>
  );
};
