import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';

/** "Your password", asked again before the way this account signs in changes. */
export const PasswordField = ({
  registration,
  error,
}: {
  registration: UseFormRegisterReturn;
  error?: string;
}) => (
  <Field label="Your password" error={error}>
    {(p) => (
      <Input {...p} type="password" autoComplete="current-password" autoFocus {...registration} />
    )}
  </Field>
);
