import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { confirmTwoFactorBodySchema, type TwoFactorSetup as Setup } from '@rampart/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { QrCode } from '../../../components/ui/qr-code.tsx';
import { fieldIssues, errorMessage } from '../../../lib/api-client.ts';
import { useConfirmTwoFactor, useSetUpTwoFactor } from '../api/account-security.ts';
import { BackupCodesList } from './backup-codes-list.tsx';
import { FormActions } from './form-actions.tsx';
import { PasswordStep } from './password-step.tsx';

/** People type codes as the app shows them, "123 456". */
const withoutSpaces = (value: string) => value.replace(/\s/g, '');

/** The key in groups of four, as authenticator apps show and take it. */
const grouped = (key: string) => key.replace(/(.{4})/g, '$1 ').trim();

type Props = {
  onDone: () => void;
  onCancel?: () => void;
  /** Another way offered under the first step only (a passkey instead of an app). */
  alternative?: ReactNode;
};

/**
 * Sets up an authenticator app: the password, then the QR code (or its key typed) and a first
 * code, then the backup codes, shown once.
 */
export const TwoFactorSetup = ({ onDone, onCancel, alternative }: Props) => {
  const setUp = useSetUpTwoFactor();
  const confirm = useConfirmTwoFactor();
  const [setup, setSetup] = useState<Setup | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const form = useForm({
    resolver: zodResolver(confirmTwoFactorBodySchema),
    defaultValues: { code: '' },
  });

  if (!setup) {
    return (
      <div className="flex flex-col gap-4">
        <PasswordStep
          action="Continue"
          pending={setUp.isPending}
          error={setUp.error}
          onSubmit={(body) => setUp.mutate(body, { onSuccess: setSetup })}
          onCancel={onCancel}
        />
        {alternative}
      </div>
    );
  }
  if (confirmed) {
    return (
      <div className="flex flex-col gap-4">
        <p role="status" className="text-sm font-medium text-success-text">
          Two-factor authentication is on. Sign-ins now ask for a code from your app.
        </p>
        <BackupCodesList codes={setup.backupCodes} />
        <div className="flex justify-end">
          <Button variant="primary" onClick={onDone}>
            I have saved my backup codes
          </Button>
        </div>
      </div>
    );
  }
  const codeError =
    form.formState.errors.code?.message ??
    fieldIssues(confirm.error).find((i) => i.field === 'code')?.message ??
    (confirm.error ? errorMessage(confirm.error) : undefined);
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={form.handleSubmit((body) =>
        confirm.mutate(body, { onSuccess: () => setConfirmed(true) }),
      )}
    >
      <ol className="flex list-decimal flex-col gap-1 pl-5 text-[13px] text-fg">
        <li>
          Open an authenticator app (1Password, Google Authenticator, Microsoft Authenticator…).
        </li>
        <li>Scan this QR code, or enter the key below by hand.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <div className="flex flex-col items-center gap-3 sm:flex-row sm:items-start">
        <QrCode value={setup.otpauthUri} label="QR code to add Rampart to your authenticator app" />
        <div className="flex min-w-0 flex-col gap-1">
          <span className="text-xs text-muted">Key</span>
          <code
            aria-label="Key for your authenticator app"
            className="font-mono text-[13px] break-all text-fg"
          >
            {grouped(setup.key)}
          </code>
        </div>
      </div>
      <Field label="Code from the app" error={codeError}>
        {(p) => (
          <Input
            {...p}
            autoComplete="one-time-code"
            inputMode="numeric"
            autoFocus
            {...form.register('code', { setValueAs: withoutSpaces })}
          />
        )}
      </Field>
      <FormActions pending={confirm.isPending} onCancel={onCancel}>
        Turn on
      </FormActions>
    </form>
  );
};
