import { X } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Select } from '../../../components/ui/input.tsx';
import { MultiSelect } from '../../../components/ui/multi-select.tsx';
import { STATUS_OPTIONS } from '../lib/labels.ts';
import {
  clearRequirementFilters,
  hasRequirementFilters,
  type FrameworkSearch,
} from '../lib/search.ts';
import { SearchInput } from '../../../components/ui/search-input.tsx';

type Props = {
  search: FrameworkSearch;
  groups: readonly string[];
  onChange: (update: (prev: FrameworkSearch) => FrameworkSearch) => void;
};

/** Status, group and text filters of a framework's requirements, all kept in the URL. */
export const RequirementFilters = ({ search, groups, onChange }: Props) => {
  const set = (change: Partial<FrameworkSearch>) => onChange((prev) => ({ ...prev, ...change }));
  return (
    <div
      className="flex flex-wrap items-center gap-2"
      role="search"
      aria-label="Filter requirements"
    >
      <SearchInput
        label="Search requirements"
        placeholder="Search code, title and description"
        value={search.q}
        onCommit={(q) => set({ q })}
      />
      <MultiSelect
        label="Status"
        options={STATUS_OPTIONS}
        value={search.status ?? []}
        onChange={(v) => set({ status: v.length > 0 ? v : undefined })}
      />
      {groups.length > 1 ? (
        <Select
          aria-label="Group"
          className="w-48"
          value={search.group ?? ''}
          onChange={(e) => set({ group: e.target.value || undefined })}
        >
          <option value="">All groups</option>
          {groups.map((g) => (
            <option key={g} value={g}>
              {g}
            </option>
          ))}
        </Select>
      ) : null}
      {hasRequirementFilters(search) ? (
        <Button variant="ghost" onClick={() => onChange(clearRequirementFilters)}>
          <X aria-hidden />
          Clear filters
        </Button>
      ) : null}
    </div>
  );
};
