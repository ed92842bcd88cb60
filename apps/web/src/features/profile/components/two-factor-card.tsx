import { useState } from 'react';
import { formatDate, formatMoment } from '@rampart/domain';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import {
  useAccountSecurity,
  useRegenerateBackupCodes,
  useTurnOffTwoFactor,
} from '../api/account-security.ts';
import { BackupCodesList } from './backup-codes-list.tsx';
import { PasswordStep } from './password-step.tsx';
import { TwoFactorSetup } from './two-factor-setup.tsx';

type Mode = 'idle' | 'setting-up' | 'new-codes' | 'turning-off';

/** Profile → Two-factor authentication: set it up, new backup codes, turn it off. */
export const TwoFactorCard = () => {
  const security = useAccountSecurity();
  const [mode, setMode] = useState<Mode>('idle');
  const regenerate = useRegenerateBackupCodes();
  const turnOff = useTurnOffTwoFactor();
  const [codes, setCodes] = useState<string[] | null>(null);
  const data = security.data;
  const on = data?.twoFactor.state === 'on';

  const body = () => {
    if (security.isPending) return <Skeleton className="h-16 w-full" />;
    if (!data) {
      return (
        <ErrorState
          title="Could not load your two-factor settings"
          error={security.error}
          onRetry={() => void security.refetch()}
        />
      );
    }
    if (mode === 'setting-up') {
      return <TwoFactorSetup onDone={() => setMode('idle')} onCancel={() => setMode('idle')} />;
    }
    if (codes) {
      return (
        <div className="flex flex-col gap-4">
          <BackupCodesList codes={codes} />
          <div className="flex justify-end">
            <Button variant="primary" onClick={() => setCodes(null)}>
              I have saved my backup codes
            </Button>
          </div>
        </div>
      );
    }
    if (mode === 'new-codes') {
      return (
        <PasswordStep
          action="Make new backup codes"
          pending={regenerate.isPending}
          error={regenerate.error}
          onCancel={() => setMode('idle')}
          onSubmit={(body) =>
            regenerate.mutate(body, {
              onSuccess: (result) => {
                setMode('idle');
                setCodes(result.backupCodes);
              },
            })
          }
        />
      );
    }
    if (mode === 'turning-off') {
      return (
        <PasswordStep
          action="Turn off two-factor authentication"
          variant="danger"
          pending={turnOff.isPending}
          error={turnOff.error}
          onCancel={() => setMode('idle')}
          onSubmit={(body) =>
            turnOff.mutate(body, {
              onSuccess: () => {
                setMode('idle');
                toast({
                  title: 'Two-factor authentication is off',
                  description: data.passkeys.items.length
                    ? 'Your password and a passkey sign you in now.'
                    : 'Your password alone signs you in now.',
                });
              },
            })
          }
        />
      );
    }
    const { twoFactor, requiredBy } = data;
    // A passkey is a second factor too: with one, the app may go even where two-factor is required.
    const mayTurnOff = requiredBy.length === 0 || data.passkeys.items.length > 0;
    return (
      <div className="flex flex-col gap-3">
        {!mayTurnOff ? (
          <p className="text-[13px] text-fg">
            Required by {requiredBy.join(', ')}: it cannot be turned off while you belong to{' '}
            {requiredBy.length === 1 ? 'it' : 'them'}, unless you add a passkey.
          </p>
        ) : null}
        {twoFactor.lockedUntil ? (
          <p role="status" className="text-[13px] text-danger-text">
            Too many wrong codes: sign-in codes are refused until{' '}
            {formatMoment(twoFactor.lockedUntil, new Date(), 'local')}.
          </p>
        ) : null}
        {on ? (
          <p className="text-[13px] text-fg">
            Sign-ins ask for a code from your authenticator app, set up on{' '}
            {formatDate(twoFactor.since)}.{' '}
            <span className={twoFactor.backupCodesLeft <= 3 ? 'text-warning-text' : undefined}>
              {twoFactor.backupCodesLeft} of 10 backup codes left.
            </span>
          </p>
        ) : (
          <p className="text-[13px] text-fg">
            Add a second step to signing in: a code from an authenticator app on your phone, so a
            stolen password alone cannot open your account.
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          {on ? (
            <>
              <Button onClick={() => setMode('new-codes')}>New backup codes</Button>
              {mayTurnOff ? (
                <Button variant="ghost" onClick={() => setMode('turning-off')}>
                  Turn off
                </Button>
              ) : null}
            </>
          ) : (
            <Button variant="primary" onClick={() => setMode('setting-up')}>
              Set up two-factor authentication
            </Button>
          )}
        </div>
      </div>
    );
  };

  return (
    <Card>
      <CardHeader
        title="Two-factor authentication"
        description="A code from your phone at every sign-in."
        actions={
          data ? <Badge variant={on ? 'success' : 'neutral'}>{on ? 'On' : 'Off'}</Badge> : undefined
        }
      />
      <CardContent>{body()}</CardContent>
    </Card>
  );
};
