import { useState } from 'react';
import { KeyRound } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  secondFactorBodySchema,
  MESSAGES,
  type SecondFactorCodeMethod,
  type SecondFactorMethod,
} from '@rampart/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { Field, FormMessage } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { ApiError, fieldIssues } from '../../../lib/api-client.ts';
import { passkeyFailure, usePasskeySignIn, useSecondFactor } from '../api/sign-in.ts';

type Props = {
  /** What this person can answer with: their app and its backup codes, a passkey. */
  methods: SecondFactorMethod[];
  onSignedIn: () => void;
  /** The challenge ended (expired, too many codes): back to the password. */
  onRestart: (reason: string) => void;
};

const LABELS: Record<SecondFactorCodeMethod, { label: string; hint: string; other: string }> = {
  totp: {
    label: 'Authentication code',
    hint: 'The 6-digit code your authenticator app shows for Rampart.',
    other: 'Use a backup code instead',
  },
  'backup-code': {
    label: 'Backup code',
    hint: 'One of the ten codes you saved when you set up two-factor authentication. Each works once.',
    other: 'Use your authenticator app instead',
  },
};

/** The second step of a sign-in, after a right password: a code, or a passkey. */
export const SecondFactorForm = ({ methods, onSignedIn, onRestart }: Props) => {
  const [method, setMethod] = useState<SecondFactorCodeMethod>('totp');
  const pass = useSecondFactor();
  const passkey = usePasskeySignIn();
  const [notice, setNotice] = useState<string | null>(null);
  const form = useForm<{ method: SecondFactorCodeMethod; code: string }>({
    resolver: zodResolver(secondFactorBodySchema),
    defaultValues: { method: 'totp', code: '' },
  });
  const { errors } = form.formState;
  const words = LABELS[method];

  const switchMethod = () => {
    const next = method === 'totp' ? 'backup-code' : 'totp';
    setMethod(next);
    setNotice(null);
    form.reset({ method: next, code: '' });
  };

  const answerWithPasskey = () => {
    setNotice(null);
    passkey.mutate('second-factor', {
      onSuccess: onSignedIn,
      onError: (error) => {
        // No field: the sign-in itself ended (expired, spent); else the passkey was refused.
        if (error instanceof ApiError && error.status === 401 && !fieldIssues(error).length) {
          onRestart(error.serverMessage || MESSAGES.loginFailed);
          return;
        }
        setNotice(passkeyFailure(error));
      },
    });
  };
  const passkeyButton = methods.includes('passkey') ? (
    <Button
      type="button"
      variant={methods.includes('totp') ? 'ghost' : 'primary'}
      className={methods.includes('totp') ? undefined : 'w-full'}
      loading={passkey.isPending}
      onClick={answerWithPasskey}
    >
      <KeyRound aria-hidden />
      {methods.includes('totp') ? 'Use a passkey instead' : 'Use your passkey'}
    </Button>
  ) : null;

  if (!methods.includes('totp')) {
    return (
      <div className="flex flex-col gap-4">
        {notice ? <FormMessage>{notice}</FormMessage> : null}
        <p className="text-[13px] text-fg">
          Your browser will ask for the fingerprint, face, device PIN or security key that holds
          your passkey.
        </p>
        {passkeyButton}
      </div>
    );
  }

  const onSubmit = (values: { method: SecondFactorCodeMethod; code: string }) => {
    setNotice(null);
    pass.mutate(values as Parameters<typeof pass.mutate>[0], {
      onSuccess: onSignedIn,
      onError: (error) => {
        const issue = fieldIssues(error).find((i) => i.field === 'code');
        if (issue) {
          form.setError('code', { message: issue.message });
          return;
        }
        const message = error instanceof ApiError ? error.serverMessage : null;
        if (error instanceof ApiError && (error.status === 401 || error.status === 429)) {
          onRestart(message || MESSAGES.loginFailed);
          return;
        }
        setNotice(message || MESSAGES.loginFailed);
      },
    });
  };

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="flex flex-col gap-4">
      {notice ? <FormMessage>{notice}</FormMessage> : null}
      <input type="hidden" {...form.register('method')} />
      <Field label={words.label} hint={words.hint} error={errors.code?.message}>
        {(p) => (
          <Input
            {...p}
            key={method}
            autoFocus
            autoComplete="one-time-code"
            inputMode={method === 'totp' ? 'numeric' : 'text'}
            spellCheck={false}
            {...form.register('code', {
              setValueAs: (v: string) => (method === 'totp' ? v.replace(/\s/g, '') : v),
            })}
          />
        )}
      </Field>
      <Button type="submit" variant="primary" loading={pass.isPending} className="w-full">
        Verify
      </Button>
      <Button type="button" variant="ghost" onClick={switchMethod}>
        {words.other}
      </Button>
      {passkeyButton}
    </form>
  );
};
