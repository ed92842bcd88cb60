import { useRef, type KeyboardEvent } from 'react';
import { cn } from '../../lib/cn.ts';

export type SegmentedOption<T extends string> = { value: T; label: string };

type SegmentedControlProps<T extends string> = {
  label: string;
  options: readonly SegmentedOption<T>[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
};

/** One of a few choices, side by side: a radio group, moved through with the arrow keys. */
export const SegmentedControl = <T extends string>({
  label,
  options,
  value,
  onChange,
  className,
}: SegmentedControlProps<T>) => {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const delta = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (!delta) return;
    event.preventDefault();
    const next = (index + delta + options.length) % options.length;
    onChange(options[next]!.value);
    refs.current[next]?.focus();
  };
  return (
    <div
      role="radiogroup"
      aria-label={label}
      className={cn(
        'inline-flex h-8 items-center rounded-md border border-border-strong bg-surface p-0.5',
        className,
      )}
    >
      {options.map((o, i) => {
        const checked = o.value === value;
        // With nothing chosen yet, the first option takes the tab stop so the group is reachable.
        const tabStop = checked || (i === 0 && !options.some((x) => x.value === value));
        return (
          <button
            key={o.value}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            tabIndex={tabStop ? 0 : -1}
            onClick={() => onChange(o.value)}
            onKeyDown={(e) => onKeyDown(e, i)}
            className={cn(
              'h-full rounded px-2.5 text-[13px] font-medium whitespace-nowrap transition-colors',
              checked ? 'bg-elevated text-fg shadow-xs' : 'text-muted hover:text-fg',
            )}
          >
            {o.label}
          </button>
        );
      })}
    </div>
  );
};
