import { X } from 'lucide-react';
import { RISK_CATEGORY_VALUES, RISK_LEVEL_VALUES, RISK_STATUS_VALUES } from '@rampart/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { Select } from '../../../components/ui/input.tsx';
import { MultiSelect } from '../../../components/ui/multi-select.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { hasFilters, type MatrixParams, type MatrixSearch } from '../lib/matrix-search.ts';

const title = (v: string) =>
  (v.charAt(0).toUpperCase() + v.slice(1).toLowerCase()).replace('-', ' ');
const CATEGORY_OPTIONS = RISK_CATEGORY_VALUES.map((value) => ({ value, label: title(value) }));
const STATUS_OPTIONS = RISK_STATUS_VALUES.map((value) => ({ value, label: title(value) }));
const LEVEL_OPTIONS = [...RISK_LEVEL_VALUES]
  .reverse()
  .map((value) => ({ value, label: title(value) }));
const SORTS = [
  { value: 'riskScore:desc', label: 'Highest inherent first' },
  { value: 'residualScore:desc', label: 'Highest residual first' },
  { value: 'title:asc', label: 'Title A–Z' },
  { value: 'updatedAt:desc', label: 'Recently updated' },
  { value: 'createdAt:desc', label: 'Newest first' },
] as const;

type MatrixFiltersProps = {
  search: MatrixSearch;
  params: MatrixParams;
  onChange: (update: (prev: MatrixSearch) => MatrixSearch) => void;
};

const orUndefined = <T,>(list: T[]) => (list.length > 0 ? list : undefined);

/** The risk list filters (kept in the URL) that choose the matrix's rows. */
export const MatrixFilters = ({ search, params, onChange }: MatrixFiltersProps) => {
  const set = <K extends keyof MatrixSearch>(key: K, value: MatrixSearch[K]) =>
    onChange((prev) => ({ ...prev, [key]: value }));
  const sort = `${params.sortBy}:${params.sortDirection}`;
  return (
    <div className="flex flex-wrap items-center gap-2" role="search" aria-label="Filter risks">
      <SearchInput
        label="Search risks"
        className="w-64"
        value={search.search}
        onCommit={(v) => set('search', v)}
      />
      <MultiSelect
        label="Category"
        options={CATEGORY_OPTIONS}
        value={search.category ?? []}
        onChange={(v) => set('category', orUndefined(v))}
      />
      <MultiSelect
        label="Level"
        options={LEVEL_OPTIONS}
        value={search.riskLevel ?? []}
        onChange={(v) => set('riskLevel', orUndefined(v))}
      />
      <MultiSelect
        label="Status"
        options={STATUS_OPTIONS}
        value={search.status ?? []}
        onChange={(v) => set('status', orUndefined(v))}
      />
      <Select
        aria-label="Order of the risks"
        className="w-52"
        value={sort}
        onChange={(e) => {
          const [sortBy, sortDirection] = e.target.value.split(':') as [
            MatrixParams['sortBy'],
            MatrixParams['sortDirection'],
          ];
          onChange((prev) => ({ ...prev, sortBy, sortDirection }));
        }}
      >
        {SORTS.some((s) => s.value === sort) ? null : <option value={sort}>Custom order</option>}
        {SORTS.map((s) => (
          <option key={s.value} value={s.value}>
            {s.label}
          </option>
        ))}
      </Select>
      {hasFilters(search) ? (
        <Button
          variant="ghost"
          onClick={() => {
            onChange((prev) => ({
              sortBy: prev.sortBy,
              sortDirection: prev.sortDirection,
              controlIds: prev.controlIds,
            }));
          }}
        >
          <X aria-hidden />
          Clear filters
        </Button>
      ) : null}
    </div>
  );
};
