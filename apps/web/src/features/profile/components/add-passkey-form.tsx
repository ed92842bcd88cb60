import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { confirmPasswordBodySchema, passkeyNameSchema } from '@rampart/contracts';
import { Field, FormMessage } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage, fieldIssues } from '../../../lib/api-client.ts';
import { useAddPasskey } from '../api/account-security.ts';
import { FormActions } from './form-actions.tsx';
import { PasswordField } from './password-field.tsx';

const schema = z.object({
  name: passkeyNameSchema,
  password: confirmPasswordBodySchema.shape.password,
});
type Values = z.infer<typeof schema>;

type Props = {
  /** The name offered, such as "Passkey 2". */
  suggestedName: string;
  onDone: () => void;
  onCancel?: () => void;
};

/**
 * Adds a passkey: a name to know it by and the password again; then the browser asks for the
 * fingerprint, face, device PIN or security key that will hold it.
 */
export const AddPasskeyForm = ({ suggestedName, onDone, onCancel }: Props) => {
  const add = useAddPasskey();
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { name: suggestedName, password: '' },
  });
  const { errors } = form.formState;
  const issues = fieldIssues(add.error);
  const issueFor = (field: 'name' | 'password') => issues.find((i) => i.field === field)?.message;
  const formError =
    add.error && !issueFor('name') && !issueFor('password') ? errorMessage(add.error) : null;

  const onSubmit = (values: Values) =>
    add.mutate(values, {
      onSuccess: (passkey) => {
        toast({
          title: 'Passkey added',
          description: `${passkey.name} signs you in from now on, and is asked after your password.`,
        });
        onDone();
      },
    });

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="flex flex-col gap-3">
      {formError ? <FormMessage>{formError}</FormMessage> : null}
      <Field
        label="Passkey name"
        hint="So you can tell your passkeys apart, such as “Work laptop” or “Phone”."
        error={errors.name?.message ?? issueFor('name')}
      >
        {(p) => <Input {...p} autoComplete="off" {...form.register('name')} />}
      </Field>
      <PasswordField
        registration={form.register('password')}
        error={errors.password?.message ?? issueFor('password')}
      />
      {/* No Cancel once started: the passkey may be made after the form is gone. */}
      <FormActions pending={add.isPending} onCancel={add.isPending ? undefined : onCancel}>
        Add passkey
      </FormActions>
    </form>
  );
};
