import { formatNumber } from '@rampart/domain';
import { useMemo, useState, type ReactNode } from 'react';
import { ListFilter, Plus, ScanSearch, X } from 'lucide-react';
import type { Finding } from '@rampart/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ExportMenu } from '../../../components/ui/export-menu.tsx';
import { FindingFormDialog } from '../../../components/ui/finding-form-dialog.tsx';
import { PageShell, type PageStat } from '../../../components/ui/page-shell.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { exportFindings } from '../api/export-findings.ts';
import { useFindingsPage } from '../api/get-findings-page.ts';
import { useOverdueCount } from '../api/get-overdue-count.ts';
import {
  clearFilters,
  hasFilters,
  toListParams,
  withChange,
  type FindingsSearch,
} from '../lib/findings-search.ts';
import { FindingDetailsDialog } from './finding-details-dialog.tsx';
import { FindingsFilters } from './findings-filters.tsx';
import { FindingsTable } from './findings-table.tsx';

type Props = {
  search: FindingsSearch;
  onSearchChange: (update: (prev: FindingsSearch) => FindingsSearch) => void;
  /** evidence:write, which governs findings: raise new ones. Editing follows each row's abilities. */
  canCreate: boolean;
};

type DialogState = { kind: 'create' } | { kind: 'open'; finding: Finding } | null;

const count = (query: { data?: number; isError: boolean }): ReactNode =>
  (query.data === undefined ? undefined : formatNumber(query.data)) ??
  (query.isError ? '—' : <Skeleton className="my-1 h-5 w-10" />);

/** Every finding of the organisation, from control tests, assessments and vendor reviews. */
export const FindingsPage = ({ search, onSearchChange, canCreate }: Props) => {
  const params = useMemo(() => toListParams(search), [search]);
  const page = search.page ?? 1;
  const first = useFindingsPage(params, page);
  const overdue = useOverdueCount();
  const [dialog, setDialog] = useState<DialogState>(null);
  const create = () => setDialog({ kind: 'create' });

  const filtered = hasFilters(search);
  const stats: PageStat[] = [
    {
      label: filtered ? 'Matching findings' : 'Open findings',
      value: count({ data: first.data?.total, isError: first.isError }),
    },
    { label: 'Overdue', value: count(overdue) },
  ];

  // Filters other than the status: with none, an empty list says why in its own words.
  const narrowed = Boolean(
    search.search || search.severity || search.ownerUserId || search.overdue,
  );
  const newButton = canCreate ? (
    <Button variant="primary" onClick={create}>
      <Plus aria-hidden />
      New finding
    </Button>
  ) : null;
  const empty =
    !narrowed && search.status === 'all' ? (
      <EmptyState
        icon={ScanSearch}
        title="No findings recorded yet"
        description="Findings are gaps found by control tests, assessments and vendor reviews, each with an owner, a due date and its remediation."
        action={newButton}
      />
    ) : !narrowed && !search.status ? (
      <EmptyState
        icon={ScanSearch}
        title="No open findings"
        description="Nothing found by control tests, assessments or vendor reviews is waiting to be remediated."
        action={
          <>
            {newButton}
            <Button onClick={() => onSearchChange((p) => withChange(p, { status: 'all' }))}>
              <ListFilter aria-hidden />
              Show resolved and closed
            </Button>
          </>
        }
      />
    ) : (
      <EmptyState
        icon={ScanSearch}
        title="No findings match these filters"
        description="Try fewer filters, another status, or a shorter search."
        action={
          <Button onClick={() => onSearchChange(clearFilters)}>
            <X aria-hidden />
            Reset filters
          </Button>
        }
      />
    );

  return (
    <PageShell
      title="Findings"
      subtitle="Gaps to remediate, who fixes them and by when."
      maxWidth="2xl"
      breadcrumbs={[{ label: 'Compliance Hub' }, { label: 'Findings' }]}
      stats={stats}
      primaryAction={canCreate ? { label: 'New finding', icon: Plus, onClick: create } : undefined}
    >
      <Card className="overflow-hidden">
        <div className="border-b border-border p-3">
          <FindingsFilters
            search={search}
            onChange={onSearchChange}
            actions={
              <ExportMenu
                what="findings"
                exportFile={(format) => exportFindings({ params, format })}
              />
            }
          />
        </div>
        <FindingsTable
          params={params}
          page={page}
          onPageChange={(p) => onSearchChange((prev) => ({ ...prev, page: p > 1 ? p : undefined }))}
          onSort={(sortBy, sortDirection) =>
            onSearchChange((prev) => withChange(prev, { sortBy, sortDirection }))
          }
          onOpen={(finding) => setDialog({ kind: 'open', finding })}
          empty={empty}
        />
      </Card>
      {dialog?.kind === 'create' && canCreate ? (
        <FindingFormDialog open onOpenChange={(o) => !o && setDialog(null)} />
      ) : null}
      {dialog?.kind === 'open' ? (
        dialog.finding.abilities.update ? (
          <FindingFormDialog
            open
            onOpenChange={(o) => !o && setDialog(null)}
            finding={dialog.finding}
          />
        ) : (
          <FindingDetailsDialog
            finding={dialog.finding}
            onOpenChange={(o) => !o && setDialog(null)}
          />
        )
      ) : null}
    </PageShell>
  );
};
