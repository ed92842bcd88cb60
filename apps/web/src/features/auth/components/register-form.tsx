import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, registerBodySchema, type RegisterBody } from '@rampart/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { Field, FormMessage } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { ApiError, fieldIssues } from '../../../lib/api-client.ts';
import { useRegister } from '../api/register.ts';
import {
  ACCOUNT_MAY_EXIST,
  signInAfterRegisterProblem,
  type SignInAfterRegisterProblem,
} from '../lib/sign-in-after-register.ts';

export type RegisterInvitation = { token: string; email: string; organizationName: string };

type RegisterFormProps = {
  invitation?: RegisterInvitation;
  onRegistered: () => void;
  onVerificationRequired: () => void;
};

const FIELDS = ['name', 'email', 'password', 'organizationName'] as const;

export const RegisterForm = ({
  invitation,
  onRegistered,
  onVerificationRequired,
}: RegisterFormProps) => {
  const registerUser = useRegister();
  const [error, setError] = useState<SignInAfterRegisterProblem | null>(null);
  const form = useForm({
    resolver: zodResolver(registerBodySchema),
    defaultValues: {
      name: '',
      email: invitation?.email ?? '',
      password: '',
      // Joining by invitation: the organisation exists already, so its name is not asked for.
      organizationName: invitation?.organizationName ?? '',
      invitationToken: invitation?.token,
    },
  });
  const { errors } = form.formState;

  const onSubmit = (values: RegisterBody) => {
    setError(null);
    registerUser.mutate(values, {
      onSuccess: (outcome) => {
        if (outcome.kind === 'signed-in') onRegistered();
        else if (outcome.kind === 'verify-email') onVerificationRequired();
        else setError(signInAfterRegisterProblem(outcome.error));
      },
      onError: (err) => {
        for (const issue of fieldIssues(err)) {
          const field = FIELDS.find((f) => f === issue.field);
          if (field) form.setError(field, { message: issue.message });
        }
        setError({
          message: (err instanceof ApiError && err.serverMessage) || MESSAGES.registrationFailed,
          suggestSignIn: false,
        });
      },
    });
  };

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="flex flex-col gap-4">
      {error ? (
        <FormMessage>
          {error.message}
          {error.suggestSignIn ? (
            <>
              {' '}
              {ACCOUNT_MAY_EXIST}{' '}
              <Link
                to="/auth/login"
                search={invitation ? { from: `/invitations/${invitation.token}` } : {}}
                className="font-medium underline"
              >
                Sign in
              </Link>
            </>
          ) : null}
        </FormMessage>
      ) : null}
      <Field label="Full name" error={errors.name?.message}>
        {(p) => <Input {...p} autoComplete="name" autoFocus {...form.register('name')} />}
      </Field>
      <Field label="Work email" error={errors.email?.message}>
        {(p) => <Input {...p} type="email" autoComplete="email" {...form.register('email')} />}
      </Field>
      <Field label="Password" hint="At least 8 characters." error={errors.password?.message}>
        {(p) => (
          <Input
            {...p}
            type="password"
            autoComplete="new-password"
            {...form.register('password')}
          />
        )}
      </Field>
      {invitation ? null : (
        <Field label="Organisation name" error={errors.organizationName?.message}>
          {(p) => (
            <Input {...p} autoComplete="organization" {...form.register('organizationName')} />
          )}
        </Field>
      )}
      <Button type="submit" variant="primary" loading={registerUser.isPending} className="w-full">
        {invitation ? `Join ${invitation.organizationName}` : 'Create account'}
      </Button>
    </form>
  );
};
