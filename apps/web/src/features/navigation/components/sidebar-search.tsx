import { Search } from 'lucide-react';
import type { RefObject } from 'react';
import { Tooltip } from '../../../components/ui/tooltip.tsx';

const isMac = typeof navigator !== 'undefined' && /mac|iphone|ipad/i.test(navigator.userAgent);
export const MOD_KEY = isMac ? '⌘' : 'Ctrl';

type SidebarSearchProps = {
  query: string;
  onQueryChange: (value: string) => void;
  inputRef: RefObject<HTMLInputElement | null>;
  collapsed: boolean;
  onExpand: () => void;
};

/** Feature search; Escape clears it and leaves the field (spec §2). */
export const SidebarSearch = ({
  query,
  onQueryChange,
  inputRef,
  collapsed,
  onExpand,
}: SidebarSearchProps) => {
  if (collapsed) {
    return (
      <Tooltip content={`Search features (${MOD_KEY}+K)`} side="right">
        <button
          type="button"
          data-tour="sidebar-search"
          onClick={onExpand}
          aria-label="Search features"
          className="mx-auto flex size-9 items-center justify-center rounded-md text-muted hover:bg-hover hover:text-fg"
        >
          <Search className="size-4" aria-hidden />
        </button>
      </Tooltip>
    );
  }
  return (
    <div className="relative">
      <Search
        className="pointer-events-none absolute top-1/2 left-2.5 size-3.5 -translate-y-1/2 text-muted"
        aria-hidden
      />
      <input
        ref={inputRef}
        type="search"
        data-tour="sidebar-search"
        value={query}
        onChange={(e) => onQueryChange(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.preventDefault();
            onQueryChange('');
            e.currentTarget.blur();
          }
        }}
        placeholder="Search features"
        aria-label="Search features"
        aria-keyshortcuts={isMac ? 'Meta+K' : 'Control+K'}
        className="h-8 w-full rounded-md border border-border bg-bg pr-12 pl-8 text-[13px] text-fg placeholder:text-muted [&::-webkit-search-cancel-button]:hidden"
      />
      <kbd className="pointer-events-none absolute top-1/2 right-2 -translate-y-1/2 rounded border border-border px-1 text-[11px] text-muted">
        {MOD_KEY} K
      </kbd>
    </div>
  );
};
