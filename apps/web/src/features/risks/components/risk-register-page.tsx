import { formatNumber } from '@rampart/domain';
import { useMemo, useState, type ReactNode } from 'react';
import { ClipboardCheck, Grid3x3, Plus, ShieldAlert, Upload, X } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { lazyDialog } from '../../../components/ui/lazy-dialog.tsx';
import { PageShell, type PageStat } from '../../../components/ui/page-shell.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useRisksFirstPage } from '../api/get-risks-page.ts';
import { hasFilters, toListParams, type RegisterSearch } from '../lib/register-search.ts';
import { BulkActionsBar } from './bulk-actions-bar.tsx';
import { BulkDeleteDialog } from './bulk-delete-dialog.tsx';
import { ExportRisksMenu } from './export-menu.tsx';
import { RiskFilters } from './risk-filters.tsx';
import { RiskTable } from './risk-table.tsx';

// The create and import dialogs load when first opened: their forms and schemas are not needed to
// show the register.
const RiskFormDialog = lazyDialog(() =>
  import('./risk-form-dialog.tsx').then((m) => m.RiskFormDialog),
);
const ImportRisksDialog = lazyDialog(() =>
  import('./import-dialog.tsx').then((m) => m.ImportRisksDialog),
);

type RiskRegisterPageProps = {
  search: RegisterSearch;
  onSearchChange: (update: (prev: RegisterSearch) => RegisterSearch) => void;
  /** risks:write: create, import, select and delete. */
  canWrite: boolean;
  /** More actions on the selected risks, composed by the app. */
  renderBulkActions?: (ids: string[]) => ReactNode;
};

export const RiskRegisterPage = ({
  search,
  onSearchChange,
  canWrite,
  renderBulkActions,
}: RiskRegisterPageProps) => {
  const params = useMemo(() => toListParams(search), [search]);
  const paramsKey = JSON.stringify(params);
  const first = useRisksFirstPage(params);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [selectionKey, setSelectionKey] = useState(paramsKey);
  const [dialog, setDialog] = useState<'create' | 'import' | 'delete' | null>(null);
  // Other filters show other rows: a selection the user cannot see is not kept.
  if (selectionKey !== paramsKey) {
    setSelectionKey(paramsKey);
    setSelected(new Set());
  }
  const toggleMany = (ids: string[], on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  const filtered = hasFilters(search);
  const total = first.data?.total;
  const stats: PageStat[] = [
    {
      label: filtered ? 'Matching risks' : 'Risks',
      value:
        (total === undefined ? undefined : formatNumber(total)) ??
        (first.isError ? '—' : <Skeleton className="my-1 h-5 w-10" />),
    },
  ];

  const empty = filtered ? (
    <EmptyState
      icon={ShieldAlert}
      title="No risks match these filters"
      description="Try fewer filters, or a shorter search."
      action={
        <Button
          onClick={() =>
            onSearchChange((p) => ({ sortBy: p.sortBy, sortDirection: p.sortDirection }))
          }
        >
          <X aria-hidden />
          Clear filters
        </Button>
      }
    />
  ) : (
    <EmptyState
      icon={ShieldAlert}
      title="No risks recorded yet"
      description="The register lists every risk of your organisation with its owner, level and review date. Record the first one, or import a spreadsheet."
      action={
        canWrite ? (
          <>
            <Button variant="primary" onClick={() => setDialog('create')}>
              <Plus aria-hidden />
              New risk
            </Button>
            <Button onClick={() => setDialog('import')}>
              <Upload aria-hidden />
              Import risks
            </Button>
          </>
        ) : null
      }
    />
  );

  return (
    <PageShell
      title="Risk Register"
      subtitle="Every risk of your organisation, its owner and level."
      maxWidth="2xl"
      breadcrumbs={[{ label: 'Risk Operations' }, { label: 'Risk Register' }]}
      stats={stats}
      primaryAction={
        canWrite ? { label: 'New risk', icon: Plus, onClick: () => setDialog('create') } : undefined
      }
      secondaryActions={[
        { label: 'Assess a risk', icon: ClipboardCheck, to: '/dashboard/risks/assessment' },
        { label: 'Heat map', icon: Grid3x3, to: '/dashboard/risks/heatmap' },
      ]}
    >
      <Card data-tour="risk-register" className="overflow-hidden">
        <div className="border-b border-border p-3">
          <RiskFilters
            search={search}
            onChange={onSearchChange}
            actions={
              <>
                {canWrite ? (
                  <Button onClick={() => setDialog('import')}>
                    <Upload aria-hidden />
                    Import
                  </Button>
                ) : null}
                <ExportRisksMenu params={params} />
              </>
            }
          />
        </div>
        {selected.size > 0 ? (
          <BulkActionsBar
            count={selected.size}
            onClear={() => setSelected(new Set())}
            onDelete={() => setDialog('delete')}
            extra={renderBulkActions?.([...selected])}
          />
        ) : null}
        <RiskTable
          params={params}
          canSelect={canWrite}
          selected={selected}
          onToggle={(id, on) => toggleMany([id], on)}
          onToggleMany={toggleMany}
          onSort={(sortBy, sortDirection) =>
            onSearchChange((p) => ({ ...p, sortBy, sortDirection }))
          }
          empty={empty}
        />
      </Card>
      {canWrite ? (
        <>
          <RiskFormDialog
            open={dialog === 'create'}
            onOpenChange={(o) => setDialog(o ? 'create' : null)}
          />
          <ImportRisksDialog
            open={dialog === 'import'}
            onOpenChange={(o) => setDialog(o ? 'import' : null)}
          />
          <BulkDeleteDialog
            open={dialog === 'delete'}
            onOpenChange={(o) => setDialog(o ? 'delete' : null)}
            ids={[...selected]}
            onDeleted={() => setSelected(new Set())}
          />
        </>
      ) : null}
    </PageShell>
  );
};
