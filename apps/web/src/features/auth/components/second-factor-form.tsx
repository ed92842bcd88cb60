import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { secondFactorBodySchema, MESSAGES, type SecondFactorMethod } from '@rampart/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { Field, FormMessage } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { ApiError, fieldIssues } from '../../../lib/api-client.ts';
import { useSecondFactor } from '../api/sign-in.ts';

type Props = {
  onSignedIn: () => void;
  /** The challenge ended (expired, too many codes): back to the password. */
  onRestart: (reason: string) => void;
};

const LABELS: Record<SecondFactorMethod, { label: string; hint: string; other: string }> = {
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

/** The second step of a sign-in, after a right password. */
export const SecondFactorForm = ({ onSignedIn, onRestart }: Props) => {
  const [method, setMethod] = useState<SecondFactorMethod>('totp');
  const pass = useSecondFactor();
  const [notice, setNotice] = useState<string | null>(null);
  const form = useForm<{ method: SecondFactorMethod; code: string }>({
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

  const onSubmit = (values: { method: SecondFactorMethod; code: string }) => {
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
    </form>
  );
};
