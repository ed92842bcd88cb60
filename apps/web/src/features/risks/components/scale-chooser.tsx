import { useId } from 'react';
import { cn } from '../../../lib/cn.ts';
import type { Criterion } from '../lib/scale-criteria.ts';

type ScaleChooserProps = {
  legend: string;
  description: string;
  criteria: readonly Criterion[];
  value: number;
  onChange: (value: number) => void;
  disabled?: boolean;
};

/** One of the five points of a scale, each with the criteria that define it. */
export const ScaleChooser = ({
  legend,
  description,
  criteria,
  value,
  onChange,
  disabled,
}: ScaleChooserProps) => {
  const name = useId();
  return (
    <fieldset className="min-w-0" disabled={disabled}>
      <legend className="text-sm font-semibold text-fg">{legend}</legend>
      <p className="mt-0.5 mb-2 text-[13px] text-muted">{description}</p>
      <div className="flex flex-col gap-1.5">
        {criteria.map((c) => {
          const checked = c.value === value;
          return (
            <label
              key={c.value}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-md border px-3 py-2 text-[13px] transition-colors',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                checked ? 'border-accent bg-accent-subtle' : 'border-border hover:bg-hover',
                disabled && 'cursor-default',
              )}
            >
              <input
                type="radio"
                name={name}
                value={c.value}
                checked={checked}
                onChange={() => onChange(c.value)}
                className="mt-0.5 accent-accent focus-visible:outline-none"
              />
              <span className="w-5 shrink-0 font-semibold text-fg tabular-nums">{c.value}</span>
              <span className="min-w-0">
                <span className="font-medium text-fg">
                  {c.label}: {c.summary}
                </span>
                <span className="block text-xs text-muted">{c.detail}</span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
};
