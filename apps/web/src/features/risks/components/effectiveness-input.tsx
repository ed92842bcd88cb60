import { useState } from 'react';
import { Input } from '../../../components/ui/input.tsx';

type EffectivenessInputProps = {
  /** 0..1 */
  value: number;
  onCommit: (value: number) => void;
  label: string;
  disabled?: boolean;
};

const toPercent = (v: number) => Math.round(v * 100);

/** Effectiveness as a percentage; saved on Enter or when the field is left, if it changed. */
export const EffectivenessInput = ({
  value,
  onCommit,
  label,
  disabled,
}: EffectivenessInputProps) => {
  const [draft, setDraft] = useState(String(toPercent(value)));
  const [synced, setSynced] = useState(value);
  if (value !== synced) {
    setSynced(value);
    setDraft(String(toPercent(value)));
  }
  const n = Number(draft);
  const invalid = draft.trim() === '' || !Number.isFinite(n) || n < 0 || n > 100;
  const commit = () => {
    if (invalid) return setDraft(String(toPercent(value)));
    if (Math.round(n) !== toPercent(value)) onCommit(Math.round(n) / 100);
  };
  return (
    <span className="inline-flex items-center gap-1">
      <Input
        type="number"
        inputMode="numeric"
        min={0}
        max={100}
        step={5}
        value={draft}
        disabled={disabled}
        aria-label={label}
        aria-invalid={invalid}
        className="h-7 w-16 text-right tabular-nums"
        onChange={(e) => setDraft(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            commit();
          }
        }}
      />
      <span className="text-muted">%</span>
    </span>
  );
};
