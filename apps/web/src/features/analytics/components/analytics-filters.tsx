import { X } from 'lucide-react';
import { RISK_CATEGORY_LABELS } from '@rampart/domain';
import { RISK_CATEGORY_VALUES, type TrendPeriod } from '@rampart/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { Input, Select } from '../../../components/ui/input.tsx';
import { MemberSelect } from '../../../components/ui/member-select.tsx';
import { MultiSelect } from '../../../components/ui/multi-select.tsx';
import { SegmentedControl } from '../../../components/ui/segmented-control.tsx';
import { useFrameworks } from '../../../lib/framework-api/get-frameworks.ts';
import type { AnalyticsSearch } from '../lib/analytics-search.ts';

const PERIODS: { value: TrendPeriod; label: string }[] = [
  { value: '30d', label: '30 days' },
  { value: '90d', label: '90 days' },
  { value: '365d', label: '365 days' },
  { value: 'custom', label: 'Custom' },
];
const CATEGORIES = RISK_CATEGORY_VALUES.map((c) => ({ value: c, label: RISK_CATEGORY_LABELS[c] }));

type Props = {
  search: AnalyticsSearch;
  onChange: (update: (prev: AnalyticsSearch) => AnalyticsSearch) => void;
};

/** Period, category, owner and framework, all kept in the URL. */
export const AnalyticsFilters = ({ search, onChange }: Props) => {
  const frameworks = useFrameworks();
  const set = <K extends keyof AnalyticsSearch>(key: K, value: AnalyticsSearch[K]) =>
    onChange((prev) => ({ ...prev, [key]: value }));
  const period = search.period ?? '90d';
  const filtered = search.category || search.owner || search.framework;
  return (
    <div
      className="mb-6 flex flex-wrap items-center gap-2"
      role="search"
      aria-label="Filter analytics"
    >
      <SegmentedControl
        label="Period"
        options={PERIODS}
        value={period}
        onChange={(v) => set('period', v === '90d' ? undefined : v)}
      />
      {period === 'custom' ? (
        <>
          <Input
            type="date"
            aria-label="From"
            className="w-40"
            value={search.from ?? ''}
            onChange={(e) => set('from', e.target.value || undefined)}
          />
          <Input
            type="date"
            aria-label="To"
            className="w-40"
            value={search.to ?? ''}
            onChange={(e) => set('to', e.target.value || undefined)}
          />
        </>
      ) : null}
      <MultiSelect
        label="Risk category"
        options={CATEGORIES}
        value={search.category ?? []}
        onChange={(v) => set('category', v.length > 0 ? v : undefined)}
      />
      <MemberSelect
        aria-label="Owner"
        noneLabel="Any owner"
        className="w-52"
        value={search.owner ?? ''}
        onChange={(e) => set('owner', e.target.value || undefined)}
      />
      <Select
        aria-label="Framework"
        className="w-52"
        value={search.framework ?? ''}
        aria-busy={frameworks.isPending || undefined}
        onChange={(e) => set('framework', e.target.value || undefined)}
      >
        <option value="">Any framework</option>
        {frameworks.isError ? <option disabled>Frameworks could not be loaded</option> : null}
        {(frameworks.data ?? [])
          .filter((f) => f.selected)
          .map((f) => (
            <option key={f.id} value={f.id}>
              {f.name}
            </option>
          ))}
      </Select>
      {filtered ? (
        <Button
          variant="ghost"
          onClick={() =>
            onChange((prev) => ({
              ...prev,
              category: undefined,
              owner: undefined,
              framework: undefined,
            }))
          }
        >
          <X aria-hidden />
          Clear filters
        </Button>
      ) : null}
    </div>
  );
};
