import { formatNumber } from '@rampart/domain';
import { useCallback, useMemo, useState } from 'react';
import { Library, ListChecks, X } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { ExportMenu } from '../../../components/ui/export-menu.tsx';
import { PageShell, type PageStat } from '../../../components/ui/page-shell.tsx';
import { Skeleton, SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAdoptLibraryControls } from '../../../lib/adopt-library-controls.ts';
import { exportLibrary } from '../api/export-library.ts';
import { useFrameworkOptions } from '../api/get-frameworks.ts';
import { useLibraryControls } from '../api/get-library-controls.ts';
import { adoptionSummary, controlCount } from '../../../lib/library-format.ts';
import { hasLibraryFilters, type LibrarySearch } from '../lib/library-search.ts';
import { LibraryFilters } from './library-filters.tsx';
import { LibraryList } from './library-list.tsx';

type LibraryPageProps = {
  search: LibrarySearch;
  onSearchChange: (update: (prev: LibrarySearch) => LibrarySearch) => void;
  /** controls:write: adopting creates register controls. */
  canAdopt: boolean;
  /** frameworks:read: the framework filter and names. */
  canReadFrameworks: boolean;
};

/** The control library /dashboard/controls/library: search it and adopt controls. */
export const LibraryPage = ({
  search,
  onSearchChange,
  canAdopt,
  canReadFrameworks,
}: LibraryPageProps) => {
  const list = useLibraryControls(search);
  const frameworks = useFrameworkOptions(canReadFrameworks);
  const adopt = useAdoptLibraryControls();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const controls = useMemo(() => list.data?.pages.flatMap((p) => p.items) ?? [], [list.data]);
  const total = list.data?.pages[0]?.total;
  const frameworkItems = frameworks.data ?? [];
  const frameworkNames = useMemo(
    () => new Map((frameworks.data ?? []).map((f) => [f.id, f.name])),
    [frameworks.data],
  );
  const toggle = useCallback(
    (id: string, on: boolean) =>
      setSelected((prev) => {
        const next = new Set(prev);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      }),
    [],
  );
  const { fetchNextPage } = list;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const filtered = hasLibraryFilters(search);
  const change = (update: (prev: LibrarySearch) => LibrarySearch) => {
    setSelected(new Set());
    onSearchChange(update);
  };

  const stats: PageStat[] = [
    {
      label: filtered ? 'Matching controls' : 'Library controls',
      value:
        (total === undefined ? undefined : formatNumber(total)) ??
        (list.isError ? '—' : <Skeleton className="my-1 h-5 w-10" />),
    },
  ];

  const adoptSelected = () =>
    adopt.mutate([...selected], {
      onSuccess: ({ created, skipped }) => {
        toast({
          title: 'Controls adopted',
          description: adoptionSummary(created.length, skipped.length),
        });
        setSelected(new Set());
      },
      onError: (err) =>
        toast({
          title: 'Failed to adopt the controls',
          description: errorMessage(err),
          variant: 'destructive',
        }),
    });

  return (
    <PageShell
      title="Control library"
      subtitle="Controls written for ISO 27001, SOC 2, GDPR, HIPAA, PCI DSS, SOX and NIST CSF. Adopt one and it joins your register, mapped to every requirement it serves, so it counts for each of those frameworks."
      maxWidth="2xl"
      breadcrumbs={[
        { label: 'Compliance Hub' },
        { label: 'Controls', to: '/dashboard/controls' },
        { label: 'Library' },
      ]}
      stats={stats}
    >
      <Card className="overflow-hidden">
        <div className="flex items-start gap-2 border-b border-border p-3">
          <div className="min-w-0 flex-1">
            <LibraryFilters search={search} frameworks={frameworkItems} onChange={change} />
          </div>
          <ExportMenu exportFile={(format) => exportLibrary(search, format)} />
        </div>
        {selected.size > 0 ? (
          <div
            role="region"
            aria-label="Selected library controls"
            className="flex flex-wrap items-center gap-3 border-b border-border bg-accent-subtle px-4 py-2 text-[13px]"
          >
            <span className="font-medium text-fg">{controlCount(selected.size)} selected</span>
            <Button size="sm" variant="primary" loading={adopt.isPending} onClick={adoptSelected}>
              {adopt.isPending ? null : <ListChecks aria-hidden />}
              Adopt {controlCount(selected.size)}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setSelected(new Set())}>
              Clear selection
            </Button>
          </div>
        ) : null}
        {list.isPending ? (
          <SkeletonRows rows={8} label="Loading the library" />
        ) : list.isError && controls.length === 0 ? (
          <ErrorState
            title="Failed to load the library"
            error={list.error}
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        ) : controls.length === 0 ? (
          <EmptyState
            icon={Library}
            title={filtered ? 'No library controls match' : 'The library is empty'}
            description={filtered ? 'Try other words, or fewer filters.' : undefined}
            action={
              filtered ? (
                <Button onClick={() => change(() => ({}))}>
                  <X aria-hidden />
                  Clear filters
                </Button>
              ) : null
            }
          />
        ) : (
          <LibraryList
            controls={controls}
            total={total ?? controls.length}
            hasMore={list.hasNextPage}
            loadingMore={list.isFetchingNextPage}
            loadMoreError={list.isFetchNextPageError ? list.error : null}
            onLoadMore={loadMore}
            stale={list.isPlaceholderData}
            frameworkNames={frameworkNames}
            canAdopt={canAdopt}
            selected={selected}
            onToggle={toggle}
            resetKey={JSON.stringify(search)}
          />
        )}
      </Card>
    </PageShell>
  );
};
