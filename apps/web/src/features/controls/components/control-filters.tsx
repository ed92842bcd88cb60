import { X } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { MultiSelect } from '../../../components/ui/multi-select.tsx';
import {
  clearFilters,
  hasFilters,
  withChange,
  type ControlsSearch,
} from '../lib/controls-search.ts';
import { BAND_OPTIONS, STATUS_OPTIONS, TYPE_OPTIONS } from '../lib/labels.ts';
import { SearchInput } from '../../../components/ui/search-input.tsx';

type ControlFiltersProps = {
  search: ControlsSearch;
  onChange: (update: (prev: ControlsSearch) => ControlsSearch) => void;
};

const orUndefined = <T,>(list: T[]) => (list.length > 0 ? list : undefined);

/** The filters of spec §5 (type, effectiveness, status, search), all kept in the URL. */
export const ControlFilters = ({ search, onChange }: ControlFiltersProps) => {
  const set = (change: Partial<ControlsSearch>) => onChange((prev) => withChange(prev, change));
  return (
    <div className="flex flex-wrap items-center gap-2" role="search" aria-label="Filter controls">
      <SearchInput
        label="Search controls"
        placeholder="Search title and description"
        value={search.search}
        onCommit={(v) => set({ search: v })}
      />
      <MultiSelect
        label="Type"
        options={TYPE_OPTIONS}
        value={search.type ?? []}
        onChange={(v) => set({ type: orUndefined(v) })}
      />
      <MultiSelect
        label="Effectiveness"
        options={BAND_OPTIONS}
        value={search.effectiveness ?? []}
        onChange={(v) => set({ effectiveness: orUndefined(v) })}
      />
      <MultiSelect
        label="Status"
        options={STATUS_OPTIONS}
        value={search.status ?? []}
        onChange={(v) => set({ status: orUndefined(v) })}
      />
      {hasFilters(search) ? (
        <Button variant="ghost" onClick={() => onChange(clearFilters)}>
          <X aria-hidden />
          Clear filters
        </Button>
      ) : null}
    </div>
  );
};
