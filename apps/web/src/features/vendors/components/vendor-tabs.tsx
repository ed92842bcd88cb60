import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../../../lib/cn.ts';
import { VENDOR_TABS, type VendorTab } from '../lib/vendor-search.ts';

export const TAB_LABELS: Record<VendorTab, string> = {
  overview: 'Overview',
  relationship: 'Relationship',
  assessments: 'Assessments',
  findings: 'Findings',
  documents: 'Documents',
  timeline: 'Timeline',
};

const tabId = (tab: VendorTab) => `vendor-tab-${tab}`;
const panelId = (tab: VendorTab) => `vendor-panel-${tab}`;

type Props = {
  value: VendorTab;
  onChange: (tab: VendorTab) => void;
  /** Counts shown beside a tab's name ("Findings 3"). */
  counts?: Partial<Record<VendorTab, number>>;
  children: ReactNode;
};

/**
 * The sections of a vendor's page as tabs (WAI-ARIA tabs: arrow keys, Home and End move and
 * select). Only the selected panel is rendered, so a section's data loads when it is opened.
 */
export const VendorTabs = ({ value, onChange, counts, children }: Props) => {
  const refs = useRef<Partial<Record<VendorTab, HTMLButtonElement | null>>>({});
  const move = (event: KeyboardEvent, index: number) => {
    const last = VENDOR_TABS.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % VENDOR_TABS.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + VENDOR_TABS.length) % VENDOR_TABS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const tab = VENDOR_TABS[next]!;
    onChange(tab);
    refs.current[tab]?.focus();
  };
  return (
    <div>
      <div
        role="tablist"
        aria-label="Vendor sections"
        className="mb-4 flex gap-1 overflow-x-auto border-b border-border"
      >
        {VENDOR_TABS.map((tab, i) => {
          const selected = tab === value;
          const count = counts?.[tab];
          return (
            <button
              key={tab}
              ref={(el) => {
                refs.current[tab] = el;
              }}
              id={tabId(tab)}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={panelId(tab)}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(tab)}
              onKeyDown={(e) => move(e, i)}
              className={cn(
                '-mb-px inline-flex h-9 items-center gap-1.5 border-b-2 px-3 text-sm font-medium whitespace-nowrap',
                selected ? 'border-accent text-fg' : 'border-transparent text-muted hover:text-fg',
              )}
            >
              {TAB_LABELS[tab]}
              {count ? (
                <span className="rounded-full bg-hover px-1.5 text-xs text-fg tabular-nums">
                  {count}
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId(value)} aria-labelledby={tabId(value)}>
        {children}
      </div>
    </div>
  );
};
