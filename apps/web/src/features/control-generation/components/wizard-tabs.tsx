import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../../../lib/cn.ts';

export type WizardTab<T extends string> = { value: T; label: string; disabled?: boolean };

type WizardTabsProps<T extends string> = {
  label: string;
  tabs: readonly WizardTab<T>[];
  value: T;
  onChange: (value: T) => void;
  children: ReactNode;
};

/**
 * Tabs with the ARIA tabs pattern: arrow keys move between the enabled tabs, the panel is
 * labelled by its tab. A disabled tab stays visible (risks spec §2: Results is disabled until
 * results exist).
 */
export const WizardTabs = <T extends string>({
  label,
  tabs,
  value,
  onChange,
  children,
}: WizardTabsProps<T>) => {
  const id = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const enabled = tabs.map((t, i) => (t.disabled ? -1 : i)).filter((i) => i >= 0);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const at = enabled.indexOf(index);
    const target =
      event.key === 'ArrowRight'
        ? enabled[(at + 1) % enabled.length]
        : event.key === 'ArrowLeft'
          ? enabled[(at - 1 + enabled.length) % enabled.length]
          : event.key === 'Home'
            ? enabled[0]
            : event.key === 'End'
              ? enabled.at(-1)
              : undefined;
    if (target === undefined) return;
    event.preventDefault();
    onChange(tabs[target]!.value);
    refs.current[target]?.focus();
  };
  return (
    <div>
      <div role="tablist" aria-label={label} className="flex gap-1 border-b border-border">
        {tabs.map((t, i) => {
          const selected = t.value === value;
          return (
            <button
              key={t.value}
              ref={(el) => {
                refs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${t.value}`}
              aria-selected={selected}
              aria-controls={`${id}-panel`}
              disabled={t.disabled}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(t.value)}
              onKeyDown={(e) => onKeyDown(e, i)}
              className={cn(
                '-mb-px border-b-2 px-3 py-2 text-sm font-medium transition-colors',
                'disabled:cursor-not-allowed disabled:opacity-50',
                selected ? 'border-accent text-fg' : 'border-transparent text-muted hover:text-fg',
              )}
            >
              {t.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-tab-${value}`}
        tabIndex={0}
        className="pt-4 focus-visible:outline-offset-4"
      >
        {children}
      </div>
    </div>
  );
};
