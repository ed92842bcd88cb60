import { useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { safeReturnPath } from '@rampart/domain';
import { AuthCard } from '../../../components/ui/auth-card.tsx';
import { Redirect } from '../../../components/ui/redirect.tsx';
import { FullPageSpinner } from '../../../components/ui/spinner.tsx';
import { useSession } from '../../../lib/session.ts';
import { useAppConfig } from '../api/get-config.ts';
import { Button } from '../../../components/ui/button.tsx';
import { LoginForm } from './login-form.tsx';
import { SecondFactorForm } from './second-factor-form.tsx';

/** Sign-in; afterwards the user returns to the page they asked for (same-site paths only). */
export const LoginPage = ({ from }: { from?: string }) => {
  const navigate = useNavigate();
  const { status } = useSession();
  const config = useAppConfig();
  const target = safeReturnPath(from);
  // The password was right and a code is asked; or why the person is back at the password.
  const [secondStep, setSecondStep] = useState(false);
  const [restartNotice, setRestartNotice] = useState<string | null>(null);
  const onSignedIn = () => void navigate({ href: target, replace: true });

  if (status === 'loading') return <FullPageSpinner label="Checking your session" />;
  if (status === 'authenticated') return <Redirect href={target} />;
  // A fresh installation has nobody to sign in: start with sign-up.
  if (config.data?.firstRun) return <Redirect href="/auth/register" />;

  if (secondStep) {
    return (
      <AuthCard
        title="Two-factor authentication"
        description="Your password was right. Enter a code to finish signing in."
        footer={
          <Button variant="link" onClick={() => setSecondStep(false)}>
            Back to sign in
          </Button>
        }
      >
        <SecondFactorForm
          onSignedIn={onSignedIn}
          onRestart={(reason) => {
            setRestartNotice(reason);
            setSecondStep(false);
          }}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Sign in"
      description="Welcome back. Sign in to your organisation."
      footer={
        <>
          New to Rampart?{' '}
          <Link
            to="/auth/register"
            search={{}}
            className="font-medium text-accent-text hover:underline"
          >
            Create an account
          </Link>
        </>
      }
    >
      <LoginForm
        key={restartNotice ?? ''}
        onSignedIn={onSignedIn}
        onSecondFactor={() => {
          setRestartNotice(null);
          setSecondStep(true);
        }}
        initialNotice={restartNotice}
      />
    </AuthCard>
  );
};
