import type { ReactNode } from 'react';
import { X } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { FRAMEWORK_OPTIONS } from '../../../lib/frameworks.ts';
import { MultiSelect } from '../../../components/ui/multi-select.tsx';
import { CATEGORY_OPTIONS, LEVEL_OPTIONS, STATUS_OPTIONS } from '../lib/labels.ts';
import { hasFilters, type RegisterSearch } from '../lib/register-search.ts';
import { DebouncedInput } from '../../../components/ui/debounced-input.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';

type RiskFiltersProps = {
  search: RegisterSearch;
  onChange: (update: (prev: RegisterSearch) => RegisterSearch) => void;
  /** Buttons at the end of the first row (import, export). */
  actions?: ReactNode;
};

const orUndefined = <T,>(list: T[]) => (list.length > 0 ? list : undefined);

/** The filters of spec §5, all kept in the URL. */
export const RiskFilters = ({ search, onChange, actions }: RiskFiltersProps) => {
  const set = <K extends keyof RegisterSearch>(key: K, value: RegisterSearch[K]) =>
    onChange((prev) => ({ ...prev, [key]: value }));
  return (
    <div className="flex flex-col gap-2" role="search" aria-label="Filter risks">
      <div className="flex flex-wrap items-center gap-2">
        <SearchInput
          label="Search risks"
          placeholder="Search title, description, owner"
          value={search.search}
          onCommit={(v) => set('search', v)}
        />
        <div className="w-44">
          <DebouncedInput
            aria-label="Owner contains"
            placeholder="Owner contains…"
            value={search.owner}
            onCommit={(v) => set('owner', v)}
          />
        </div>
        {actions ? (
          <div className="ml-auto flex flex-wrap items-center gap-2">{actions}</div>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <MultiSelect
          label="Category"
          options={CATEGORY_OPTIONS}
          value={search.category ?? []}
          onChange={(v) => set('category', orUndefined(v))}
        />
        <MultiSelect
          label="Status"
          options={STATUS_OPTIONS}
          value={search.status ?? []}
          onChange={(v) => set('status', orUndefined(v))}
        />
        <MultiSelect
          label="Level"
          options={LEVEL_OPTIONS}
          value={search.riskLevel ?? []}
          onChange={(v) => set('riskLevel', orUndefined(v))}
        />
        <MultiSelect
          label="Framework"
          options={FRAMEWORK_OPTIONS}
          value={search.framework ?? []}
          onChange={(v) => set('framework', orUndefined(v))}
        />
        {hasFilters(search) ? (
          <Button
            variant="ghost"
            onClick={() =>
              onChange((prev) => ({ sortBy: prev.sortBy, sortDirection: prev.sortDirection }))
            }
          >
            <X aria-hidden />
            Clear filters
          </Button>
        ) : null}
      </div>
    </div>
  );
};
