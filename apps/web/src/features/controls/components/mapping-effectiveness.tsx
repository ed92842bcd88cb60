import { useState } from 'react';
import { Input } from '../../../components/ui/input.tsx';
import { parsePercent, toFraction, toPercent } from '../lib/effectiveness.ts';

type Props = {
  /** 0..1 */
  value: number;
  onCommit: (value: number) => void;
  label: string;
  disabled?: boolean;
};

/** A mapping's effectiveness as a percentage; saved on Enter or on leaving, if it changed. */
export const MappingEffectiveness = ({ value, onCommit, label, disabled }: Props) => {
  const [draft, setDraft] = useState(String(toPercent(value)));
  const [synced, setSynced] = useState(value);
  if (value !== synced) {
    setSynced(value);
    setDraft(String(toPercent(value)));
  }
  const parsed = parsePercent(draft);
  const commit = () => {
    if (parsed === null) return setDraft(String(toPercent(value)));
    if (Math.round(parsed) !== toPercent(value)) onCommit(toFraction(parsed));
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
        aria-invalid={parsed === null}
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
