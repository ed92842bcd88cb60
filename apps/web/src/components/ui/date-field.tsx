import { Field } from './field.tsx';
import { Input } from './input.tsx';

type DateFieldProps = {
  label: string;
  /** YYYY-MM-DD, or '' for none. */
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  error?: string;
  required?: boolean;
};

/** A labelled date input with its hint and error. */
export const DateField = ({ label, value, onChange, hint, error, required }: DateFieldProps) => (
  <Field label={label} hint={hint} error={error}>
    {(p) => (
      <Input
        {...p}
        type="date"
        required={required}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    )}
  </Field>
);
