import { formatNumber } from '@rampart/domain';
import { useMemo, useState } from 'react';
import { Building2, Plus, Upload, X } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { lazyDialog } from '../../../components/ui/lazy-dialog.tsx';
import { PageShell, type PageStat } from '../../../components/ui/page-shell.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useVendors } from '../api/get-vendors.ts';
import {
  clearFilters,
  hasFilters,
  toListParams,
  withChange,
  type VendorsSearch,
} from '../lib/vendor-search.ts';
import { ExportVendorsMenu } from './export-vendors-menu.tsx';
import { AssessFromUrlLink } from './hub-link.tsx';
import { VendorFilters } from './vendor-filters.tsx';
import { VendorsTable } from './vendors-table.tsx';

// The add and import dialogs load when first opened: their forms and schemas are not needed to
// show the register.
const CreateVendorDialog = lazyDialog(() =>
  import('./create-vendor-dialog.tsx').then((m) => m.CreateVendorDialog),
);
const ImportVendorsDialog = lazyDialog(() =>
  import('./import-vendors-dialog.tsx').then((m) => m.ImportVendorsDialog),
);

type Props = {
  search: VendorsSearch;
  onSearchChange: (update: (prev: VendorsSearch) => VendorsSearch) => void;
  /** vendors:write: add and import. */
  canWrite: boolean;
  /** Reading a vendor's website in the hub (the domain's assessVendorFromUrl action). */
  canAssessFromUrl: boolean;
};

export const VendorsPage = ({ search, onSearchChange, canWrite, canAssessFromUrl }: Props) => {
  const params = useMemo(() => toListParams(search), [search]);
  const page = search.page ?? 1;
  const first = useVendors(params, page);
  const [dialog, setDialog] = useState<'create' | 'import' | null>(null);

  const filtered = hasFilters(search);
  const total = first.data?.total;
  const stats: PageStat[] = [
    {
      label: filtered ? 'Matching vendors' : 'Vendors',
      value:
        (total === undefined ? undefined : formatNumber(total)) ??
        (first.isError ? '—' : <Skeleton className="my-1 h-5 w-10" />),
    },
  ];

  const empty = filtered ? (
    <EmptyState
      icon={Building2}
      title="No vendors match these filters"
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
      icon={Building2}
      title="No vendors recorded yet"
      description="The vendor register lists every supplier with its tier, owner, compliance status and next review. Add the first one by hand, read one from its website, or import a spreadsheet."
      action={
        canWrite ? (
          <>
            <Button variant="primary" onClick={() => setDialog('create')}>
              <Plus aria-hidden />
              Add vendor
            </Button>
            <Button onClick={() => setDialog('import')}>
              <Upload aria-hidden />
              Import vendors
            </Button>
          </>
        ) : null
      }
    />
  );

  return (
    <PageShell
      title="Vendors"
      subtitle="Every supplier of your organisation: how critical it is, who owns it and how it scores."
      maxWidth="2xl"
      breadcrumbs={[{ label: 'Compliance Hub' }, { label: 'Vendors' }]}
      stats={stats}
      primaryAction={
        canWrite
          ? { label: 'Add vendor', icon: Plus, onClick: () => setDialog('create') }
          : undefined
      }
    >
      <Card className="overflow-hidden">
        <div className="border-b border-border p-3">
          <VendorFilters
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
                <ExportVendorsMenu params={params} />
                {canAssessFromUrl ? <AssessFromUrlLink /> : null}
              </>
            }
          />
        </div>
        <VendorsTable
          params={params}
          page={page}
          onPageChange={(p) => onSearchChange((prev) => ({ ...prev, page: p > 1 ? p : undefined }))}
          onSort={(sortBy, sortDirection) =>
            onSearchChange((prev) => withChange(prev, { sortBy, sortDirection }))
          }
          empty={empty}
        />
      </Card>
      {canWrite ? (
        <>
          <CreateVendorDialog
            open={dialog === 'create'}
            onOpenChange={(o) => setDialog(o ? 'create' : null)}
          />
          <ImportVendorsDialog
            open={dialog === 'import'}
            onOpenChange={(o) => setDialog(o ? 'import' : null)}
          />
        </>
      ) : null}
    </PageShell>
  );
};
