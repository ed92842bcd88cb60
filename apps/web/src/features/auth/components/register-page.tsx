import { useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { MailCheck } from 'lucide-react';
import { MESSAGES } from '@rampart/contracts';
import { AuthCard } from '../../../components/ui/auth-card.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/field.tsx';
import { RegisterForm, type RegisterInvitation } from './register-form.tsx';

type RegisterPageProps = {
  invitation?: RegisterInvitation;
  /** Why an invitation link could not be used; registration still works without it. */
  invitationProblem?: string;
  /** Where to go once signed in; the dashboard unless the caller knows better. */
  onSignedIn?: () => void | Promise<void>;
};

export const RegisterPage = ({ invitation, invitationProblem, onSignedIn }: RegisterPageProps) => {
  const navigate = useNavigate();
  const [verify, setVerify] = useState(false);

  if (verify) {
    return (
      <AuthCard title="Check your inbox">
        <div className="flex flex-col items-center gap-4 text-center">
          <MailCheck className="size-8 text-accent-text" aria-hidden />
          <p role="status" className="text-sm text-fg">
            {MESSAGES.verifyEmail}
          </p>
          <Link to="/auth/login" search={{}} className={buttonClasses('secondary', 'md', 'w-full')}>
            Go to sign in
          </Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={invitation ? `Join ${invitation.organizationName}` : 'Create your account'}
      description={
        invitation
          ? `You were invited as ${invitation.email}.`
          : 'Set up Rampart for your organisation. You will be its owner.'
      }
      footer={
        <>
          Already have an account?{' '}
          <Link
            to="/auth/login"
            search={invitation ? { from: `/invitations/${invitation.token}` } : {}}
            className="font-medium text-accent-text hover:underline"
          >
            Sign in
          </Link>
        </>
      }
    >
      {invitationProblem ? (
        <div className="mb-4">
          <FormMessage tone="info">{invitationProblem}</FormMessage>
        </div>
      ) : null}
      <RegisterForm
        invitation={invitation}
        onRegistered={() =>
          void (onSignedIn ? onSignedIn() : navigate({ to: '/dashboard', replace: true }))
        }
        onVerificationRequired={() => setVerify(true)}
      />
    </AuthCard>
  );
};
