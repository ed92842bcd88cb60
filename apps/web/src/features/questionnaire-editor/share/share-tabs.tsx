import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../../../lib/cn.ts';

export type ShareTab<T extends string> = { value: T; label: string };

type Props<T extends string> = {
  label: string;
  tabs: readonly ShareTab<T>[];
  value: T;
  onChange: (value: T) => void;
  /** The open tab's content; only it is rendered, so its list loads when it is opened. */
  children: ReactNode;
};

/** WAI-ARIA tabs (arrow keys, Home and End move and open), for the Share dialog. */
export const ShareTabs = <T extends string>({
  label,
  tabs,
  value,
  onChange,
  children,
}: Props<T>) => {
  const id = useId();
  const refs = useRef<Partial<Record<T, HTMLButtonElement | null>>>({});
  const move = (event: KeyboardEvent, index: number) => {
    const keys: Record<string, number> = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = keys[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[next]!.value;
    onChange(tab);
    refs.current[tab]?.focus();
  };
  const tabId = (t: T) => `${id}-tab-${t}`;
  return (
    <div className="flex min-h-0 flex-col">
      <div role="tablist" aria-label={label} className="flex shrink-0 border-b border-border">
        {tabs.map((t, i) => {
          const selected = t.value === value;
          return (
            <button
              key={t.value}
              ref={(el) => {
                refs.current[t.value] = el;
              }}
              id={tabId(t.value)}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={`${id}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(t.value)}
              onKeyDown={(e) => move(e, i)}
              className={cn(
                '-mb-px h-9 border-b-2 px-3 text-[13px] font-medium',
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
        aria-labelledby={tabId(value)}
        className="max-h-[min(70vh,640px)] min-h-0 overflow-y-auto pt-4"
      >
        {children}
      </div>
    </div>
  );
};
