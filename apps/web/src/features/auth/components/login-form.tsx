import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  MESSAGES,
  signInBodySchema,
  type SecondFactorMethod,
  type SignInBody,
} from '@rampart/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { Field, FormMessage } from '../../../components/ui/field.tsx';
import { Checkbox, Input } from '../../../components/ui/input.tsx';
import { ApiError, fieldIssues } from '../../../lib/api-client.ts';
import { readStorage, STORAGE_KEYS, writeStorage } from '../../../lib/storage.ts';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { useSignIn } from '../api/sign-in.ts';
import { discoverSignIn, startSso } from '../api/sso.ts';

/** Looks enough like an address to ask how it signs in. */
const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

type Notice = { tone: 'error' | 'info'; text: string };

/** What to say when sign-in fails: the server's words, else "Login failed" (spec §8). */
const noticeFor = (error: unknown): Notice => {
  if (error instanceof ApiError && error.code === 'EMAIL_NOT_VERIFIED') {
    return { tone: 'info', text: MESSAGES.verifyEmail };
  }
  const text = error instanceof ApiError ? error.serverMessage : null;
  return { tone: 'error', text: text || MESSAGES.loginFailed };
};

type Props = {
  onSignedIn: () => void;
  /** The password was right; a second factor is asked next, by one of these methods. */
  onSecondFactor: (methods: SecondFactorMethod[]) => void;
  /** Why the person is back here (a second step that ended, a single sign-on refused). */
  initialNotice?: string | null;
  /** Where a single sign-on lands afterwards. */
  returnTo?: string;
};

export const LoginForm = ({ onSignedIn, onSecondFactor, initialNotice, returnTo }: Props) => {
  const signIn = useSignIn();
  // An owner's break-glass: the password, where the organisation requires single sign-on.
  const [usePassword, setUsePassword] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(
    initialNotice ? { tone: 'error', text: initialNotice } : null,
  );
  const form = useForm({
    resolver: zodResolver(signInBodySchema),
    defaultValues: {
      email: '',
      password: '',
      rememberMe: readStorage(STORAGE_KEYS.rememberMe) === 'true',
    },
  });
  const { errors } = form.formState;
  const email = useDebounced(form.watch('email').trim().toLowerCase(), 300);
  // How this email signs in, decided by its domain: a password, single sign-on, or either.
  const discovered = useQuery({
    queryKey: ['sign-in-method', email],
    queryFn: () => discoverSignIn(email),
    enabled: LOOKS_LIKE_EMAIL.test(email),
    staleTime: 60_000,
    retry: false,
  });
  const method = discovered.data?.method ?? 'password';
  const ssoOnly = method === 'sso' && !usePassword;
  const sso = useMutation({
    mutationFn: (address: string) => startSso(address, returnTo),
    // The provider's sign-in page: the browser leaves Rampart until it answers.
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) => setNotice(noticeFor(error)),
  });
  const continueWithSso = () => {
    setNotice(null);
    sso.mutate(form.getValues('email').trim());
  };

  const onSubmit = (values: SignInBody) => {
    setNotice(null);
    writeStorage(STORAGE_KEYS.rememberMe, String(values.rememberMe));
    signIn.mutate(values, {
      onSuccess: (result) =>
        'user' in result ? onSignedIn() : onSecondFactor(result.secondFactor.methods),
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'SSO_REQUIRED') {
          setUsePassword(false);
          void discovered.refetch();
        }
        const issues = fieldIssues(error);
        for (const issue of issues) {
          if (issue.field === 'email' || issue.field === 'password') {
            form.setError(issue.field, { message: issue.message });
          }
        }
        setNotice(noticeFor(error));
      },
    });
  };

  const organization = discovered.data?.organizationName;
  return (
    <form
      onSubmit={(event) => {
        if (!ssoOnly) return void form.handleSubmit(onSubmit)(event);
        event.preventDefault();
        continueWithSso();
      }}
      noValidate
      className="flex flex-col gap-4"
    >
      {notice ? <FormMessage tone={notice.tone}>{notice.text}</FormMessage> : null}
      <Field label="Email" error={errors.email?.message}>
        {(p) => (
          <Input {...p} type="email" autoComplete="email" autoFocus {...form.register('email')} />
        )}
      </Field>
      {ssoOnly ? (
        <>
          <p className="text-sm text-muted">
            {organization} signs you in through its identity provider.
          </p>
          <Button type="submit" variant="primary" loading={sso.isPending} className="w-full">
            Continue with single sign-on
          </Button>
          <Button variant="link" className="self-center" onClick={() => setUsePassword(true)}>
            An owner? Use your password
          </Button>
        </>
      ) : null}
      {method === 'either' ? (
        <div className="flex flex-col gap-1.5">
          <Button
            variant="secondary"
            loading={sso.isPending}
            className="w-full"
            onClick={continueWithSso}
          >
            Continue with single sign-on
          </Button>
          <p className="text-xs text-muted">
            {organization} lets you sign in through its identity provider, or with your password.
          </p>
        </div>
      ) : null}
      {ssoOnly ? null : (
        <>
          <Field label="Password" error={errors.password?.message}>
            {(p) => (
              <Input
                {...p}
                type="password"
                autoComplete="current-password"
                {...form.register('password')}
              />
            )}
          </Field>
          <label className="flex items-center gap-2 text-sm text-fg">
            <Checkbox {...form.register('rememberMe')} />
            Remember me
          </label>
          <Button type="submit" variant="primary" loading={signIn.isPending} className="w-full">
            Sign in
          </Button>
        </>
      )}
    </form>
  );
};
