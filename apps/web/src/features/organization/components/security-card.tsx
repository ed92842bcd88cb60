import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { FormMessage } from '../../../components/ui/field.tsx';
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

/** Organisation → Security: the two-factor policy (owners change it; admins read it). */
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
                    Set up two-factor authentication for your own account first, in{' '}
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
