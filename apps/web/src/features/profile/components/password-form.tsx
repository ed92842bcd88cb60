import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordBodySchema, MESSAGES } from '@rampart/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { Field, FormMessage } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiError, fieldIssues } from '../../../lib/api-client.ts';
import { useChangePassword } from '../api/change-password.ts';

// The confirmation catches typos before the server sees the new password.
const schema = changePasswordBodySchema
  .extend({ confirmPassword: changePasswordBodySchema.shape.newPassword })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'The passwords do not match',
  });

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

export const PasswordForm = () => {
  const change = useChangePassword();
  const [error, setError] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(schema), defaultValues: EMPTY });
  const { errors } = form.formState;

  const onSubmit = ({ currentPassword, newPassword }: typeof EMPTY) => {
    setError(null);
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          form.reset(EMPTY);
          toast({
            title: 'Password changed',
            description: 'Use your new password next time you sign in.',
          });
        },
        onError: (err) => {
          for (const issue of fieldIssues(err)) {
            if (issue.field === 'currentPassword' || issue.field === 'newPassword') {
              form.setError(issue.field, { message: issue.message });
            }
          }
          if (err instanceof ApiError && err.code === 'INVALID_CREDENTIALS') {
            form.setError('currentPassword', { message: 'The current password is not correct' });
          }
          const detail = err instanceof ApiError ? err.serverMessage : null;
          setError(
            detail ? `${MESSAGES.changePasswordFailed}: ${detail}` : MESSAGES.changePasswordFailed,
          );
        },
      },
    );
  };

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="flex flex-col gap-4">
      {error ? <FormMessage>{error}</FormMessage> : null}
      <Field label="Current password" error={errors.currentPassword?.message}>
        {(p) => (
          <Input
            {...p}
            type="password"
            autoComplete="current-password"
            {...form.register('currentPassword')}
          />
        )}
      </Field>
      <Field label="New password" hint="At least 8 characters." error={errors.newPassword?.message}>
        {(p) => (
          <Input
            {...p}
            type="password"
            autoComplete="new-password"
            {...form.register('newPassword')}
          />
        )}
      </Field>
      <Field label="Confirm new password" error={errors.confirmPassword?.message}>
        {(p) => (
          <Input
            {...p}
            type="password"
            autoComplete="new-password"
            {...form.register('confirmPassword')}
          />
        )}
      </Field>
      <div className="flex justify-end">
        <Button type="submit" variant="primary" loading={change.isPending}>
          Change password
        </Button>
      </div>
    </form>
  );
};
