import type { ReactNode } from 'react';
import { X } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox, Select } from '../../../components/ui/input.tsx';
import { MemberSelect } from '../../../components/ui/member-select.tsx';
import { MultiSelect } from '../../../components/ui/multi-select.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import {
  clearFilters,
  hasFilters,
  withChange,
  type DocumentsSearch,
} from '../lib/documents-search.ts';
import { KIND_OPTIONS, SOURCE_OPTIONS, STATUS_OPTIONS } from './document-badges.tsx';

type Props = {
  search: DocumentsSearch;
  onChange: (update: (prev: DocumentsSearch) => DocumentsSearch) => void;
  /** Buttons at the end of the first row (export). */
  actions?: ReactNode;
};

/** The list's filters, all kept in the URL; any change goes back to the first page. */
export const DocumentsFilters = ({ search, onChange, actions }: Props) => {
  const set = <K extends keyof DocumentsSearch>(key: K, value: DocumentsSearch[K]) =>
    onChange((prev) => withChange(prev, { [key]: value }));
  return (
    <div className="flex flex-col gap-2" role="search" aria-label="Filter documents">
      <div className="flex flex-wrap items-center gap-2">
        <SearchInput
          label="Search documents"
          placeholder="Search titles and the text inside files"
          className="w-96"
          value={search.search}
          onCommit={(v) => set('search', v)}
        />
        {actions ? (
          <div className="ml-auto flex flex-wrap items-center gap-2">{actions}</div>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Select
          aria-label="Source"
          className="w-40"
          value={search.source ?? ''}
          onChange={(e) =>
            set('source', (e.target.value || undefined) as DocumentsSearch['source'])
          }
        >
          <option value="">All sources</option>
          {SOURCE_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label} only
            </option>
          ))}
        </Select>
        <MultiSelect
          label="Kind"
          options={KIND_OPTIONS}
          value={search.kind ?? []}
          onChange={(v) => set('kind', v.length > 0 ? v : undefined)}
        />
        <MultiSelect
          label="Approval"
          options={STATUS_OPTIONS}
          value={search.status ?? []}
          onChange={(v) => set('status', v.length > 0 ? v : undefined)}
        />
        <MemberSelect
          aria-label="Owner"
          noneLabel="Any owner"
          className="w-52"
          value={search.ownerUserId ?? ''}
          onChange={(e) => set('ownerUserId', e.target.value || undefined)}
        />
        <label className="inline-flex h-8 items-center gap-2 text-sm text-fg">
          <Checkbox
            checked={search.needsReview === true}
            onChange={(e) => set('needsReview', e.target.checked ? true : undefined)}
          />
          Needs review only
        </label>
        {hasFilters(search) ? (
          <Button variant="ghost" onClick={() => onChange(clearFilters)}>
            <X aria-hidden />
            Reset filters
          </Button>
        ) : null}
      </div>
    </div>
  );
};
