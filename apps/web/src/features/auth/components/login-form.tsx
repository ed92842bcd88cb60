import { useState } from 'react';
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
import { useSignIn } from '../api/sign-in.ts';

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
  /** Why the person is back here (a second step that ended). */
  initialNotice?: string | null;
};

export const LoginForm = ({ onSignedIn, onSecondFactor, initialNotice }: Props) => {
  const signIn = useSignIn();
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

  const onSubmit = (values: SignInBody) => {
    setNotice(null);
    writeStorage(STORAGE_KEYS.rememberMe, String(values.rememberMe));
    signIn.mutate(values, {
      onSuccess: (result) =>
        'user' in result ? onSignedIn() : onSecondFactor(result.secondFactor.methods),
      onError: (error) => {
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

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="flex flex-col gap-4">
      {notice ? <FormMessage tone={notice.tone}>{notice.text}</FormMessage> : null}
      <Field label="Email" error={errors.email?.message}>
        {(p) => (
          <Input {...p} type="email" autoComplete="email" autoFocus {...form.register('email')} />
        )}
      </Field>
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
    </form>
  );
};
