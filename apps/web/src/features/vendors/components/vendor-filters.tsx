import type { ReactNode } from 'react';
import { X } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/input.tsx';
import { MemberSelect } from '../../../components/ui/member-select.tsx';
import { MultiSelect } from '../../../components/ui/multi-select.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import {
  CATEGORY_OPTIONS,
  COMPLIANCE_OPTIONS,
  STATUS_OPTIONS,
  TIER_OPTIONS,
} from '../../../lib/vendor-labels.ts';
import { clearFilters, hasFilters, withChange, type VendorsSearch } from '../lib/vendor-search.ts';

type Props = {
  search: VendorsSearch;
  onChange: (update: (prev: VendorsSearch) => VendorsSearch) => void;
  /** Buttons at the end of the first row (import, export). */
  actions?: ReactNode;
};

const orUndefined = <T,>(list: T[]) => (list.length > 0 ? list : undefined);

/** The register's filters, all kept in the URL; any change goes back to the first page. */
export const VendorFilters = ({ search, onChange, actions }: Props) => {
  const set = <K extends keyof VendorsSearch>(key: K, value: VendorsSearch[K]) =>
    onChange((prev) => withChange(prev, { [key]: value }));
  return (
    <div className="flex flex-col gap-2" role="search" aria-label="Filter vendors">
      <div className="flex flex-wrap items-center gap-2">
        <SearchInput
          label="Search vendors"
          placeholder="Search name, website, purpose"
          value={search.search}
          onCommit={(v) => set('search', v)}
        />
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
          label="Tier"
          options={TIER_OPTIONS}
          value={search.tier ?? []}
          onChange={(v) => set('tier', orUndefined(v))}
        />
        <MultiSelect
          label="Status"
          options={STATUS_OPTIONS}
          value={search.status ?? []}
          onChange={(v) => set('status', orUndefined(v))}
        />
        <MultiSelect
          label="Compliance"
          options={COMPLIANCE_OPTIONS}
          value={search.complianceStatus ?? []}
          onChange={(v) => set('complianceStatus', orUndefined(v))}
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
            checked={search.reviewDue === true}
            onChange={(e) => set('reviewDue', e.target.checked ? true : undefined)}
          />
          Review due
        </label>
        {hasFilters(search) ? (
          <Button variant="ghost" onClick={() => onChange(clearFilters)}>
            <X aria-hidden />
            Clear filters
          </Button>
        ) : null}
      </div>
    </div>
  );
};
