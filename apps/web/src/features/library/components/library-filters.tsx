import { X } from 'lucide-react';
import type { FrameworkItem } from '@rampart/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { Select } from '../../../components/ui/input.tsx';
import { MultiSelect } from '../../../components/ui/multi-select.tsx';
import { CATEGORY_OPTIONS, IMPORTANCE_OPTIONS } from '../lib/labels.ts';
import { hasLibraryFilters, type LibrarySearch } from '../lib/library-search.ts';
import { SearchInput } from '../../../components/ui/search-input.tsx';

type Props = {
  search: LibrarySearch;
  frameworks: readonly FrameworkItem[];
  onChange: (update: (prev: LibrarySearch) => LibrarySearch) => void;
};

const orUndefined = <T,>(list: T[]) => (list.length > 0 ? list : undefined);

/** Full-text search, category, importance and framework, all kept in the URL. */
export const LibraryFilters = ({ search, frameworks, onChange }: Props) => {
  const set = (change: Partial<LibrarySearch>) => onChange((prev) => ({ ...prev, ...change }));
  return (
    <div
      className="flex flex-wrap items-center gap-2"
      role="search"
      aria-label="Filter the library"
    >
      <SearchInput
        label="Search the library"
        placeholder="Search names, purpose and how-to"
        value={search.q}
        onCommit={(q) => set({ q })}
      />
      <MultiSelect
        label="Category"
        options={CATEGORY_OPTIONS}
        value={search.category ?? []}
        onChange={(v) => set({ category: orUndefined(v) })}
      />
      <MultiSelect
        label="Importance"
        options={IMPORTANCE_OPTIONS}
        value={search.importance ?? []}
        onChange={(v) => set({ importance: orUndefined(v) })}
      />
      {frameworks.length > 0 ? (
        <Select
          aria-label="Framework"
          className="w-56"
          value={search.frameworkId ?? ''}
          onChange={(e) => set({ frameworkId: e.target.value || undefined })}
        >
          <option value="">All frameworks</option>
          {frameworks.map((f) => (
            <option key={f.id} value={f.id}>
              {f.name}
            </option>
          ))}
        </Select>
      ) : null}
      {hasLibraryFilters(search) ? (
        <Button variant="ghost" onClick={() => onChange(() => ({}))}>
          <X aria-hidden />
          Clear filters
        </Button>
      ) : null}
    </div>
  );
};
