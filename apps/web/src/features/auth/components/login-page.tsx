import { useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { SECOND_FACTOR_METHODS, type SecondFactorMethod } from '@rampart/contracts';
import { safeReturnPath } from '@rampart/domain';
import { AuthCard } from '../../../components/ui/auth-card.tsx';
import { Redirect } from '../../../components/ui/redirect.tsx';
import { FullPageSpinner } from '../../../components/ui/spinner.tsx';
import { useSession } from '../../../lib/session.ts';
import { useAppConfig } from '../api/get-config.ts';
import { ssoErrorMessage } from '../api/sso.ts';
import { Button } from '../../../components/ui/button.tsx';
import { LoginForm } from './login-form.tsx';
import { PasskeySignIn } from './passkey-sign-in.tsx';
import { SecondFactorForm } from './second-factor-form.tsx';

/** The second-step methods a single sign-on named, those this page knows; none: null. */
const secondFactorMethodsFrom = (text: string | undefined): SecondFactorMethod[] | null => {
  const methods = (text ?? '')
    .split(',')
    .filter((m): m is SecondFactorMethod =>
      (SECOND_FACTOR_METHODS as readonly string[]).includes(m),
    );
  return methods.length > 0 ? methods : null;
};

/** Sign-in; afterwards the user returns to the page they asked for (same-site paths only). */
type Props = {
  from?: string;
  /** Why a single sign-on came back without a session. */
  ssoError?: string;
  /** A single sign-on whose person gives their own second factor next: its methods. */
  secondFactorAfterSso?: string;
};

export const LoginPage = ({ from, ssoError, secondFactorAfterSso }: Props) => {
  const navigate = useNavigate();
  const { status } = useSession();
  const config = useAppConfig();
  const target = safeReturnPath(from);
  // The password was right and a second step is asked (its methods); or why the person is back
  // at the password.
  const [secondStep, setSecondStep] = useState<SecondFactorMethod[] | null>(() =>
    secondFactorMethodsFrom(secondFactorAfterSso),
  );
  const afterSso = secondFactorAfterSso !== undefined;
  const [restartNotice, setRestartNotice] = useState<string | null>(() =>
    ssoErrorMessage(ssoError),
  );
  const onSignedIn = () => void navigate({ href: target, replace: true });

  if (status === 'loading') return <FullPageSpinner label="Checking your session" />;
  if (status === 'authenticated') return <Redirect href={target} />;
  // A fresh installation has nobody to sign in: start with sign-up.
  if (config.data?.firstRun) return <Redirect href="/auth/register" />;

  if (secondStep) {
    return (
      <AuthCard
        title="Two-factor authentication"
        description={`${afterSso ? 'Your identity provider signed you in.' : 'Your password was right.'} ${
          secondStep.includes('totp')
            ? 'Enter a code to finish signing in.'
            : 'Use your passkey to finish signing in.'
        }`}
        footer={
          <Button variant="link" onClick={() => setSecondStep(null)}>
            Back to sign in
          </Button>
        }
      >
        <SecondFactorForm
          methods={secondStep}
          onSignedIn={onSignedIn}
          onRestart={(reason) => {
            setRestartNotice(reason);
            setSecondStep(null);
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
        onSecondFactor={(methods) => {
          setRestartNotice(null);
          setSecondStep(methods);
        }}
        initialNotice={restartNotice}
        returnTo={from ? target : undefined}
      />
      <PasskeySignIn onSignedIn={onSignedIn} />
    </AuthCard>
  );
};
