import { Link } from '@tanstack/react-router';
import { BadgeCheck, CircleCheck } from 'lucide-react';
import type { FrameworkItem } from '@rampart/contracts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Select } from '../../../components/ui/input.tsx';
import { PageShell, type PageStat } from '../../../components/ui/page-shell.tsx';
import { Skeleton, SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { formatDateTime, formatNumber } from '@rampart/domain';
import { useFrameworks } from '../../../lib/framework-api/get-frameworks.ts';
import { useGaps } from '../api/get-gaps.ts';
import type { GapsSearch } from '../lib/search.ts';
import { GapExportButtons } from './gap-export-buttons.tsx';
import { GapList } from './gap-list.tsx';

type GapAnalysisPageProps = {
  search: GapsSearch;
  onSearchChange: (update: (prev: GapsSearch) => GapsSearch) => void;
  /** controls:write: adopt the library controls that close a gap. */
  canAdopt: boolean;
};

const crumbs = [{ label: 'Compliance Hub' }, { label: 'Gap Analysis' }];

const FrameworkSelect = ({
  frameworks,
  value,
  onChange,
}: {
  frameworks: readonly FrameworkItem[];
  value: string | undefined;
  onChange: (id: string) => void;
}) => {
  const tracked = frameworks.filter((f) => f.selected);
  const others = frameworks.filter((f) => !f.selected);
  return (
    <Field label="Framework" className="w-80 max-w-full">
      {(props) => (
        <Select {...props} value={value ?? ''} onChange={(e) => onChange(e.target.value)}>
          {value ? null : (
            <option value="" disabled>
              Choose a framework
            </option>
          )}
          {tracked.length > 0 ? (
            <optgroup label="Tracked">
              {tracked.map((f) => (
                <option key={f.id} value={f.id}>
                  {f.name}
                </option>
              ))}
            </optgroup>
          ) : null}
          {others.length > 0 ? (
            <optgroup label="Not tracked">
              {others.map((f) => (
                <option key={f.id} value={f.id}>
                  {f.name}
                </option>
              ))}
            </optgroup>
          ) : null}
        </Select>
      )}
    </Field>
  );
};

/** Gap Analysis /dashboard/compliance/gaps: a framework's unmet requirements, most important first. */
export const GapAnalysisPage = ({ search, onSearchChange, canAdopt }: GapAnalysisPageProps) => {
  const frameworks = useFrameworks();
  const items = frameworks.data ?? [];
  const frameworkId = search.frameworkId ?? items.find((f) => f.selected)?.id;
  const gaps = useGaps(frameworkId);
  const list = gaps.data?.items ?? [];

  const value = (n: number) =>
    gaps.data ? (
      formatNumber(n)
    ) : gaps.isError || !frameworkId ? (
      '—'
    ) : (
      <Skeleton className="my-1 h-5 w-10" />
    );
  const stats: PageStat[] = [
    { label: 'Gaps', value: value(list.length) },
    { label: 'Mandatory', value: value(list.filter((g) => g.requirement.mandatory).length) },
    {
      label: 'Not met',
      value: value(list.filter((g) => g.requirement.status === 'not_met').length),
    },
    {
      label: 'Partly met',
      value: value(list.filter((g) => g.requirement.status === 'partly_met').length),
    },
  ];

  const body = () => {
    if (frameworks.isPending) return <SkeletonRows rows={6} label="Loading frameworks" />;
    if (frameworks.isError) {
      return (
        <ErrorState
          title="Failed to load frameworks"
          error={frameworks.error}
          onRetry={() => void frameworks.refetch()}
          retrying={frameworks.isFetching}
        />
      );
    }
    if (!frameworkId) {
      return (
        <EmptyState
          icon={BadgeCheck}
          title="No framework tracked yet"
          description="Track a framework on Framework Status; its gaps show here, with the controls that would close them."
          action={
            <Link to="/dashboard/compliance" className={buttonClasses('primary')}>
              Go to Framework Status
            </Link>
          }
        />
      );
    }
    if (gaps.isPending) return <SkeletonRows rows={6} label="Loading gaps" />;
    if (gaps.isError) {
      return (
        <ErrorState
          title="Failed to load the gap analysis"
          error={gaps.error}
          onRetry={() => void gaps.refetch()}
          retrying={gaps.isFetching}
        />
      );
    }
    if (list.length === 0) {
      return (
        <EmptyState
          icon={CircleCheck}
          title="No gaps"
          description="Every applicable requirement of this framework is met."
        />
      );
    }
    return null;
  };
  const state = body();

  return (
    <PageShell
      title="Gap Analysis"
      subtitle="The requirements a framework still misses, most important first, with the controls that would close each one."
      maxWidth="xl"
      breadcrumbs={crumbs}
      stats={stats}
    >
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        {items.length > 0 ? (
          <FrameworkSelect
            frameworks={items}
            value={frameworkId}
            onChange={(id) => onSearchChange(() => ({ frameworkId: id }))}
          />
        ) : (
          <span />
        )}
        <div className="flex flex-wrap items-center gap-3">
          {gaps.data ? (
            <p className="text-xs text-muted">Generated {formatDateTime(gaps.data.generatedAt)}</p>
          ) : null}
          <GapExportButtons frameworkId={gaps.data ? frameworkId : undefined} />
        </div>
      </div>
      {state ? <Card>{state}</Card> : <GapList gaps={list} canAdopt={canAdopt} />}
    </PageShell>
  );
};
