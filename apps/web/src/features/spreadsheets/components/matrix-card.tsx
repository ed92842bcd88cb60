import { formatNumber } from '@rampart/domain';
import { AlertTriangle, Columns3, Grid3x3, Upload } from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { RcsaMatrix } from '@rampart/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { AppLink } from '../../../components/ui/app-link.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import type { CellSave } from '../api/save-matrix-cell.ts';
import type { MatrixParams } from '../lib/matrix-search.ts';
import { ExportButton } from './export-button.tsx';
import { MatrixGrid } from './matrix-grid.tsx';
import { MatrixSkeleton } from './matrix-skeleton.tsx';

type MatrixCardProps = {
  query: UseQueryResult<RcsaMatrix>;
  params: MatrixParams;
  filtered: boolean;
  canWrite: boolean;
  onAddColumn: () => void;
  onRemoveColumn: (controlId: string) => void;
  onClearFilters: () => void;
  onImport: () => void;
  onSave: (save: CellSave) => Promise<unknown>;
};

const Banner = ({
  children,
  tone = 'warning',
}: {
  children: React.ReactNode;
  tone?: 'warning' | 'danger';
}) => (
  <div
    role={tone === 'danger' ? 'alert' : 'note'}
    className={
      tone === 'danger'
        ? 'flex items-center gap-2 border-b border-danger/30 bg-danger-subtle px-4 py-2 text-[13px] text-danger-text'
        : 'flex items-center gap-2 border-b border-warning-text/25 bg-warning-subtle px-4 py-2 text-[13px] text-warning-text'
    }
  >
    <AlertTriangle className="size-4 shrink-0" aria-hidden />
    <div className="min-w-0 flex-1">{children}</div>
  </div>
);

const Body = (props: MatrixCardProps) => {
  const { query, filtered } = props;
  if (query.isPending) return <MatrixSkeleton />;
  if (query.isError && !query.data) {
    return (
      <ErrorState
        title="Could not load the RCSA matrix"
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const m = query.data!;
  if (m.totalRisks === 0) {
    return filtered ? (
      <EmptyState
        icon={Grid3x3}
        title="No risks match these filters"
        description="The matrix shows the risks the filters select. Widen or clear them."
        action={<Button onClick={props.onClearFilters}>Clear filters</Button>}
      />
    ) : (
      <EmptyState
        icon={Grid3x3}
        title="No risks to assess yet"
        description="The RCSA matrix rates how well each control reduces each risk. Record risks in the register first, then map controls to them here."
        action={
          <AppLink to="/dashboard/risks" className={buttonClasses('primary')}>
            Open the Risk Register
          </AppLink>
        }
      />
    );
  }
  return (
    <>
      {query.isError ? (
        <Banner tone="danger">
          Could not refresh the matrix: {errorMessage(query.error)}{' '}
          <button
            type="button"
            className="font-medium underline"
            onClick={() => void query.refetch()}
          >
            Retry
          </button>
        </Banner>
      ) : null}
      {m.totalRisks > m.risks.length ? (
        <Banner>
          Showing the first {formatNumber(m.risks.length)} of {formatNumber(m.totalRisks)} risks.
          Narrow the filters to see the others.
        </Banner>
      ) : null}
      {m.controls.length === 0 ? (
        <EmptyState
          icon={Columns3}
          title="No control is mapped to these risks yet"
          description="Add a control as a column, then type its effectiveness in percent against each risk it mitigates."
          action={
            props.canWrite ? (
              <Button variant="primary" onClick={props.onAddColumn}>
                Add control column
              </Button>
            ) : null
          }
          className="border-b border-border"
        />
      ) : null}
      <div className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
        <MatrixGrid
          matrix={m}
          readOnly={!props.canWrite}
          addedControlIds={props.params.controlIds ?? []}
          onRemoveColumn={props.onRemoveColumn}
          onSave={props.onSave}
        />
      </div>
    </>
  );
};

/** The RCSA matrix card: its actions in the header, then the grid or its state. */
export const MatrixCard = (props: MatrixCardProps) => {
  const m = props.query.data;
  const summary = m
    ? `${formatNumber(m.risks.length)} risks × ${formatNumber(m.controls.length)} controls · ${formatNumber(m.cells.length)} mappings`
    : 'Control effectiveness per risk, in percent';
  return (
    <Card className="overflow-hidden">
      <CardHeader
        title="RCSA matrix"
        description={
          <>
            {summary}
            {props.query.isFetching && !props.query.isPending ? (
              <span className="ml-2 text-muted" role="status">
                Updating…
              </span>
            ) : null}
          </>
        }
        actions={
          <div className="flex flex-wrap items-center justify-end gap-2">
            {props.canWrite ? (
              <Button size="sm" onClick={props.onAddColumn}>
                <Columns3 aria-hidden />
                Add control column
              </Button>
            ) : null}
            <ExportButton
              sheet="matrix"
              format="xlsx"
              params={props.params}
              label="Export XLSX of the RCSA matrix"
            >
              Export XLSX
            </ExportButton>
            <Button
              size="sm"
              disabled={!props.canWrite}
              title={props.canWrite ? undefined : 'Your role cannot change mappings'}
              onClick={props.onImport}
            >
              <Upload aria-hidden />
              Import XLSX
            </Button>
          </div>
        }
      />
      <Body {...props} />
    </Card>
  );
};
