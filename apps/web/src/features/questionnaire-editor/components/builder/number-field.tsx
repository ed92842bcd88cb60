import { useState, type InputHTMLAttributes } from 'react';
import { Input } from '../../../../components/ui/input.tsx';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> & {
  value: number | undefined;
  /** A valid number typed, or undefined when the field is emptied. */
  onCommit: (value: number | undefined) => void;
  min?: number;
  max?: number;
};

/**
 * A number typed into the shared document: each valid value goes out as it is typed; while the
 * field has focus it shows what is typed ("0." on the way to "0.5"), else the document's value.
 */
export const NumberField = ({ value, onCommit, min, max, ...props }: Props) => {
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? (value === undefined ? '' : String(value));
  return (
    <Input
      {...props}
      type="number"
      inputMode="decimal"
      min={min}
      max={max}
      value={shown}
      onFocus={() => setDraft(shown)}
      onBlur={() => setDraft(null)}
      onChange={(e) => {
        const text = e.currentTarget.value;
        setDraft(text);
        if (text.trim() === '') return onCommit(undefined);
        const n = Number(text);
        if (!Number.isFinite(n)) return;
        if ((min !== undefined && n < min) || (max !== undefined && n > max)) return;
        onCommit(n);
      }}
    />
  );
};
