import type { ReactNode } from 'react';
import { X } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/input.tsx';
import { MemberSelect } from '../../../components/ui/member-select.tsx';
import { MultiSelect } from '../../../components/ui/multi-select.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { FINDING_SEVERITY_OPTIONS, FINDING_STATUS_OPTIONS } from '../../../lib/finding-labels.ts';
import {
  chosenStatuses,
  clearFilters,
  hasFilters,
  statusParam,
  withChange,
  type FindingsSearch,
} from '../lib/findings-search.ts';

type Props = {
  search: FindingsSearch;
  onChange: (update: (prev: FindingsSearch) => FindingsSearch) => void;
  /** Buttons at the end of the first row (export). */
  actions?: ReactNode;
};

/** The register's filters, all kept in the URL; any change goes back to the first page. */
export const FindingsFilters = ({ search, onChange, actions }: Props) => {
  const set = <K extends keyof FindingsSearch>(key: K, value: FindingsSearch[K]) =>
    onChange((prev) => withChange(prev, { [key]: value }));
  return (
    <div className="flex flex-col gap-2" role="search" aria-label="Filter findings">
      <div className="flex flex-wrap items-center gap-2">
        <SearchInput
          label="Search findings"
          placeholder="Search title, description, remediation"
          className="w-80"
          value={search.search}
          onCommit={(v) => set('search', v)}
        />
        {actions ? (
          <div className="ml-auto flex flex-wrap items-center gap-2">{actions}</div>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <MultiSelect
          label="Severity"
          options={FINDING_SEVERITY_OPTIONS}
          value={search.severity ?? []}
          onChange={(v) => set('severity', v.length > 0 ? v : undefined)}
        />
        <MultiSelect
          label="Status"
          options={FINDING_STATUS_OPTIONS}
          value={chosenStatuses(search)}
          onChange={(v) => set('status', statusParam(v))}
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
            checked={search.overdue === true}
            onChange={(e) => set('overdue', e.target.checked ? true : undefined)}
          />
          Overdue only
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
