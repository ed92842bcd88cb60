import { Controller, type UseFormReturn } from 'react-hook-form';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { SwitchField } from '../../../components/ui/switch.tsx';
import type { SsoFormValues } from './sso-form-values.ts';

export type SsoForm = UseFormReturn<SsoFormValues>;

/** A one-line text setting of the single sign-on form, with its hint and error. */
export const SsoTextField = ({
  form,
  name,
  label,
  hint,
  placeholder,
}: {
  form: SsoForm;
  name: 'issuer' | 'clientId' | 'groupsClaim' | 'metadataUrl' | 'emailAttribute';
  label: string;
  hint: string;
  placeholder?: string;
}) => (
  <Field label={label} hint={hint} error={form.formState.errors[name]?.message}>
    {(p) => <Input {...p} placeholder={placeholder} {...form.register(name)} />}
  </Field>
);

/** An on/off setting of the single sign-on form. */
export const SsoToggle = ({
  form,
  name,
  label,
  description,
  disabled,
}: {
  form: SsoForm;
  name: 'jitEnabled' | 'ssoRequired' | 'enabled' | 'allowIdpInitiated';
  label: string;
  description: string;
  disabled: boolean;
}) => (
  <Controller
    control={form.control}
    name={name}
    render={({ field }) => (
      <SwitchField
        label={label}
        description={description}
        checked={field.value}
        disabled={disabled}
        onCheckedChange={field.onChange}
      />
    )}
  />
);
