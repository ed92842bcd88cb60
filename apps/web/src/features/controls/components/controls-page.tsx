import { formatNumber } from '@rampart/domain';
import { useMemo, useState } from 'react';
import { Activity, Library, Plus, ShieldCheck, X } from 'lucide-react';
import type { Control } from '@rampart/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ExportMenu } from '../../../components/ui/export-menu.tsx';
import { PageShell, type PageStat } from '../../../components/ui/page-shell.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { exportControls } from '../api/export-controls.ts';
import { useControls } from '../api/get-controls.ts';
import {
  clearFilters,
  hasFilters,
  toListParams,
  withChange,
  type ControlsSearch,
} from '../lib/controls-search.ts';
import { BulkBar } from './bulk-bar.tsx';
import { BulkDeleteDialog } from './bulk-delete-dialog.tsx';
import { ControlFilters } from './control-filters.tsx';
import { ControlFormDialog } from './control-form-dialog.tsx';
import { ControlsTable } from './controls-table.tsx';
import { DeleteControlDialog } from './delete-control-dialog.tsx';

type ControlsPageProps = {
  search: ControlsSearch;
  onSearchChange: (update: (prev: ControlsSearch) => ControlsSearch) => void;
  /** controls:write: create, select and delete. */
  canWrite: boolean;
};

type DialogState =
  | { kind: 'create' }
  | { kind: 'edit'; control: Control }
  | { kind: 'delete'; control: Control }
  | { kind: 'bulk-delete' }
  | null;

export const ControlsPage = ({ search, onSearchChange, canWrite }: ControlsPageProps) => {
  const params = useMemo(() => toListParams(search), [search]);
  const page = search.page ?? 1;
  const first = useControls(params, page);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<DialogState>(null);
  const toggleMany = (ids: string[], on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  const clearSelection = () => setSelected(new Set());

  const filtered = hasFilters(search);
  const total = first.data?.total;
  const stats: PageStat[] = [
    {
      label: filtered ? 'Matching controls' : 'Controls',
      value:
        (total === undefined ? undefined : formatNumber(total)) ??
        (first.isError ? '—' : <Skeleton className="my-1 h-5 w-10" />),
    },
  ];

  const empty = filtered ? (
    <EmptyState
      icon={ShieldCheck}
      title="No controls match these filters"
      description="Try fewer filters, or a shorter search."
      action={
        <Button onClick={() => onSearchChange(clearFilters)}>
          <X aria-hidden />
          Clear filters
        </Button>
      }
    />
  ) : (
    <EmptyState
      icon={ShieldCheck}
      title="No controls in the library yet"
      description="Controls are the safeguards that reduce your risks. Add the first one, from a template or blank, then map it to the risks it covers and schedule its tests."
      action={
        canWrite ? (
          <Button variant="primary" onClick={() => setDialog({ kind: 'create' })}>
            <Plus aria-hidden />
            New control
          </Button>
        ) : null
      }
    />
  );

  return (
    <PageShell
      title="Controls"
      subtitle="The control library: what each control does, how well it works and when it is next tested."
      maxWidth="2xl"
      breadcrumbs={[{ label: 'Compliance Hub' }, { label: 'Controls' }]}
      stats={stats}
      primaryAction={
        canWrite
          ? { label: 'New control', icon: Plus, onClick: () => setDialog({ kind: 'create' }) }
          : undefined
      }
      secondaryActions={[
        { label: 'Browse library', icon: Library, to: '/dashboard/controls/library' },
        { label: 'Tests due', icon: Activity, to: '/dashboard/risks/monitoring' },
      ]}
    >
      <Card data-tour="controls" className="overflow-hidden">
        <div className="flex items-start gap-2 border-b border-border p-3">
          <div className="min-w-0 flex-1">
            <ControlFilters
              search={search}
              onChange={(update) => {
                clearSelection();
                onSearchChange(update);
              }}
            />
          </div>
          <ExportMenu exportFile={(format) => exportControls(params, format)} />
        </div>
        {selected.size > 0 ? (
          <BulkBar
            count={selected.size}
            onClear={clearSelection}
            onDelete={() => setDialog({ kind: 'bulk-delete' })}
          />
        ) : null}
        <ControlsTable
          params={params}
          page={page}
          onPageChange={(p) => onSearchChange((prev) => ({ ...prev, page: p > 1 ? p : undefined }))}
          onSort={(sortBy, sortDirection) =>
            onSearchChange((prev) => withChange(prev, { sortBy, sortDirection }))
          }
          selection={canWrite ? { selected, onToggleMany: toggleMany } : undefined}
          onEdit={(control) => setDialog({ kind: 'edit', control })}
          onDelete={(control) => setDialog({ kind: 'delete', control })}
          empty={empty}
        />
      </Card>
      {canWrite ? (
        <>
          <ControlFormDialog
            open={dialog?.kind === 'create'}
            onOpenChange={(o) => setDialog(o ? { kind: 'create' } : null)}
          />
          <BulkDeleteDialog
            open={dialog?.kind === 'bulk-delete'}
            onOpenChange={(o) => setDialog(o ? { kind: 'bulk-delete' } : null)}
            ids={[...selected]}
            onDeleted={clearSelection}
          />
        </>
      ) : null}
      {dialog?.kind === 'edit' ? (
        <ControlFormDialog
          open
          onOpenChange={(o) => !o && setDialog(null)}
          control={dialog.control}
        />
      ) : null}
      <DeleteControlDialog
        control={dialog?.kind === 'delete' ? dialog.control : null}
        onOpenChange={(o) => !o && setDialog(null)}
        onDeleted={clearSelection}
      />
    </PageShell>
  );
};
