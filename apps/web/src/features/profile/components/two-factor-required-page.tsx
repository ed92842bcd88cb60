import { useEffect, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { safeReturnPath } from '@rampart/domain';
import { AuthCard } from '../../../components/ui/auth-card.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Redirect } from '../../../components/ui/redirect.tsx';
import { FullPageSpinner } from '../../../components/ui/spinner.tsx';
import { passkeysSupported } from '../../../lib/passkeys.ts';
import { useSession, useSignOut } from '../../../lib/session.ts';
import { useAccountSecurity } from '../api/account-security.ts';
import { AddPasskeyForm } from './add-passkey-form.tsx';
import { TwoFactorSetup } from './two-factor-setup.tsx';

/**
 * Where the route guard sends a member whose organisation requires two-factor authentication
 * and who has not set it up: nothing else opens until they do (the server refuses the rest).
 */
export const TwoFactorRequiredPage = ({ from }: { from?: string }) => {
  const { status, user } = useSession();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const target = safeReturnPath(from);
  const needed = Boolean(user && user.twoFactor.required && !user.twoFactor.enabled);
  // Once the setup has started it stays on screen: the first code turns two-factor on (and the
  // session says so) before the backup codes are shown.
  const [started, setStarted] = useState(false);
  // An authenticator app, or a passkey where this browser and address allow one.
  const [way, setWay] = useState<'app' | 'passkey'>('app');
  const security = useAccountSecurity();
  const passkeyPossible = passkeysSupported() && security.data?.passkeys.unavailable === null;
  useEffect(() => {
    if (needed) setStarted(true);
  }, [needed]);
  if (status === 'loading') return <FullPageSpinner label="Checking your session" />;
  if (!user) return <Redirect href="/auth/login" />;
  if (!needed && !started) return <Redirect href={target} />;
  return (
    <AuthCard
      title="Set up two-factor authentication"
      description={`${user.organization.name} asks every member for a second step at sign-in: a code from an authenticator app, or a passkey. Set one up to continue.`}
      footer={
        <Button variant="link" onClick={() => void signOut()}>
          Sign out
        </Button>
      }
    >
      {way === 'passkey' ? (
        <AddPasskeyForm
          suggestedName="Passkey 1"
          onDone={() => void navigate({ href: target, replace: true })}
          onCancel={() => setWay('app')}
        />
      ) : (
        <TwoFactorSetup
          onDone={() => void navigate({ href: target, replace: true })}
          alternative={
            passkeyPossible ? (
              <Button variant="ghost" onClick={() => setWay('passkey')}>
                Use a passkey instead
              </Button>
            ) : null
          }
        />
      )}
    </AuthCard>
  );
};
