import { useCallback, useMemo, useState } from 'react';
import { hasPermission } from '@rampart/domain';
import { PageShell } from '../../../components/ui/page-shell.tsx';
import { useSessionUser } from '../../../lib/session.ts';
import { useRcsaMatrix } from '../api/get-rcsa-matrix.ts';
import { useSaveMatrixCell, type CellSave } from '../api/save-matrix-cell.ts';
import type { Sheet } from '../api/transfer-files.ts';
import { hasFilters, toMatrixParams, type MatrixSearch } from '../lib/matrix-search.ts';
import { AddControlDialog } from './add-control-dialog.tsx';
import { ImportDialog } from './import-dialog.tsx';
import { MatrixCard } from './matrix-card.tsx';
import { MatrixFilters } from './matrix-filters.tsx';
import { TransferCard } from './transfer-card.tsx';

type SpreadsheetsPageProps = {
  search: MatrixSearch;
  onSearchChange: (update: (prev: MatrixSearch) => MatrixSearch) => void;
};

/** Spreadsheets (spec §2): the RCSA matrix edited in place, and risk and control sheets. */
export const SpreadsheetsPage = ({ search, onSearchChange }: SpreadsheetsPageProps) => {
  const permissions = useSessionUser()?.permissions ?? [];
  const canWriteRisks = hasPermission(permissions, 'risks:write');
  const params = useMemo(() => toMatrixParams(search), [search]);
  const query = useRcsaMatrix(params);
  const saver = useSaveMatrixCell();
  const { mutateAsync } = saver;
  const onSave = useCallback((save: CellSave) => mutateAsync(save), [mutateAsync]);
  const [importing, setImporting] = useState<Sheet | null>(null);
  const [adding, setAdding] = useState(false);
  const shown = useMemo(
    () => new Set([...(query.data?.controls.map((c) => c.id) ?? []), ...(search.controlIds ?? [])]),
    [query.data, search.controlIds],
  );

  return (
    <div data-tour="spreadsheets">
      <PageShell
        title="Spreadsheets"
        subtitle="RCSA matrices and risk spreadsheets: rate how well each control reduces each risk, and move risks and controls in and out as CSV or Excel."
        maxWidth="2xl"
        breadcrumbs={[{ label: 'Risk Operations' }, { label: 'Spreadsheets' }]}
      >
        <div className="flex flex-col gap-4">
          <MatrixFilters search={search} params={params} onChange={onSearchChange} />
          <MatrixCard
            query={query}
            params={params}
            filtered={hasFilters(search)}
            canWrite={canWriteRisks}
            onAddColumn={() => setAdding(true)}
            onRemoveColumn={(id) =>
              onSearchChange((prev) => {
                const rest = (prev.controlIds ?? []).filter((c) => c !== id);
                return { ...prev, controlIds: rest.length > 0 ? rest : undefined };
              })
            }
            onClearFilters={() =>
              onSearchChange((prev) => ({
                sortBy: prev.sortBy,
                sortDirection: prev.sortDirection,
                controlIds: prev.controlIds,
              }))
            }
            onImport={() => setImporting('matrix')}
            onSave={onSave}
          />
          <TransferCard
            params={params}
            canImportRisks={canWriteRisks}
            canReadControls={hasPermission(permissions, 'controls:read')}
            canImportControls={hasPermission(permissions, 'controls:write')}
            onImport={setImporting}
          />
        </div>
        <ImportDialog sheet={importing} onOpenChange={(open) => !open && setImporting(null)} />
        <AddControlDialog
          open={adding}
          onOpenChange={setAdding}
          shown={shown}
          onAdd={(id) =>
            onSearchChange((prev) => ({
              ...prev,
              controlIds: [...new Set([...(prev.controlIds ?? []), id])],
            }))
          }
        />
      </PageShell>
    </div>
  );
};
