import { useId, useState } from 'react';
import { Input } from '../../../components/ui/input.tsx';

type PercentFieldProps = {
  label: string;
  /** 0..100 */
  value: number;
  onChange: (value: number) => void;
  hint?: string;
  disabled?: boolean;
};

const clamp = (n: number) => Math.min(100, Math.max(0, Math.round(n)));

/** A percentage as a slider and a number box kept in step; both are labelled. */
export const PercentField = ({ label, value, onChange, hint, disabled }: PercentFieldProps) => {
  const id = useId();
  // The box may be blank or half-typed for a moment; the value changes only when it reads.
  const [draft, setDraft] = useState(String(value));
  const [synced, setSynced] = useState(value);
  if (value !== synced) {
    setSynced(value);
    setDraft(String(value));
  }
  return (
    <fieldset className="flex flex-col gap-1.5" disabled={disabled}>
      <legend className="mb-1.5 text-sm font-medium text-fg">{label}</legend>
      <div className="flex items-center gap-3">
        <input
          type="range"
          min={0}
          max={100}
          step={1}
          value={value}
          aria-label={`${label}, slider`}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onChange={(e) => onChange(clamp(Number(e.target.value)))}
          className="h-2 flex-1 cursor-pointer accent-accent"
        />
        <span className="inline-flex items-center gap-1">
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            max={100}
            step={1}
            value={draft}
            aria-label={`${label}, percent`}
            className="h-8 w-18 text-right tabular-nums"
            onChange={(e) => {
              setDraft(e.target.value);
              const n = Number(e.target.value);
              if (e.target.value.trim() !== '' && Number.isFinite(n)) {
                setSynced(clamp(n));
                onChange(clamp(n));
              }
            }}
            onBlur={() => setDraft(String(value))}
          />
          <span className="text-sm text-muted">%</span>
        </span>
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
    </fieldset>
  );
};
