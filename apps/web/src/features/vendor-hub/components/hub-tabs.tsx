import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { ShieldHalf } from 'lucide-react';
import type { ProboTab } from '@rampart/contracts';
import { cn } from '../../../lib/cn.ts';
import { HUB_TAB_LABELS } from '../lib/hub-search.ts';

type HubTabsProps = {
  /** The tabs the person can use (the domain's hubTabsFor), in their order. */
  tabs: readonly ProboTab[];
  value: ProboTab;
  onChange: (tab: ProboTab) => void;
  /** The open tab's page. */
  children: ReactNode;
};

const tabId = (tab: ProboTab) => `vendor-hub-tab-${tab}`;
const PANEL_ID = 'vendor-hub-panel';

/**
 * The hub's tabs with the ARIA tabs pattern (arrow keys, Home and End move and open a tab; the
 * panel is labelled by its tab). The open tab is in the URL, so each has its own address and the
 * browser's back button returns to the previous one. Each tab's page brings its own heading.
 */
export const HubTabs = ({ tabs, value, onChange, children }: HubTabsProps) => {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    onChange(tabs[target]!);
    refs.current[target]?.focus();
  };
  return (
    <>
      <div className="mx-auto w-full max-w-[96rem] px-4 pt-4 sm:px-6 sm:pt-5">
        <div className="flex items-center gap-1.5 text-[13px] font-medium text-muted">
          <ShieldHalf className="size-4" aria-hidden />
          <span>Vendor Hub</span>
        </div>
        <div
          role="tablist"
          aria-label="Vendor Hub"
          className="mt-2 flex gap-1 overflow-x-auto border-b border-border"
        >
          {tabs.map((tab, i) => {
            const selected = tab === value;
            return (
              <button
                key={tab}
                ref={(el) => {
                  refs.current[i] = el;
                }}
                type="button"
                role="tab"
                id={tabId(tab)}
                aria-selected={selected}
                aria-controls={PANEL_ID}
                tabIndex={selected ? 0 : -1}
                onClick={() => onChange(tab)}
                onKeyDown={(e) => onKeyDown(e, i)}
                className={cn(
                  '-mb-px border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors',
                  selected
                    ? 'border-accent text-fg'
                    : 'border-transparent text-muted hover:text-fg',
                )}
              >
                {HUB_TAB_LABELS[tab]}
              </button>
            );
          })}
        </div>
      </div>
      <div
        role="tabpanel"
        id={PANEL_ID}
        aria-labelledby={tabId(value)}
        tabIndex={-1}
        className="outline-none"
      >
        {children}
      </div>
    </>
  );
};
