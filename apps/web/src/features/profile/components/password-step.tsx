import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { confirmPasswordBodySchema, type ConfirmPasswordBody } from '@rampart/contracts';
import { FormMessage } from '../../../components/ui/field.tsx';
import { errorMessage, fieldIssues } from '../../../lib/api-client.ts';
import { FormActions } from './form-actions.tsx';
import { PasswordField } from './password-field.tsx';

type Props = {
  /** What the password unlocks, as the button says it. */
  action: string;
  pending: boolean;
  error: unknown;
  onSubmit: (body: ConfirmPasswordBody) => void;
  onCancel?: () => void;
  /** The button's look: a destructive action says so. */
  variant?: 'primary' | 'danger';
};

/** Asks for the password again before the way this account signs in changes. */
export const PasswordStep = ({ action, pending, error, onSubmit, onCancel, variant }: Props) => {
  const form = useForm({
    resolver: zodResolver(confirmPasswordBodySchema),
    defaultValues: { password: '' },
  });
  const fieldError =
    form.formState.errors.password?.message ??
    fieldIssues(error).find((i) => i.field === 'password')?.message;
  const formError = error && !fieldIssues(error).length ? errorMessage(error) : null;
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="flex flex-col gap-3">
      {formError ? <FormMessage>{formError}</FormMessage> : null}
      <PasswordField registration={form.register('password')} error={fieldError} />
      <FormActions pending={pending} onCancel={onCancel} variant={variant}>
        {action}
      </FormActions>
    </form>
  );
};
