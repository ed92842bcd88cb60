import { formatNumber } from '@rampart/domain';
import { useMemo, useState, type ReactNode } from 'react';
import { FileText, Plus, X } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ExportMenu } from '../../../components/ui/export-menu.tsx';
import { PageShell, type PageStat } from '../../../components/ui/page-shell.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { exportDocuments } from '../api/export-documents.ts';
import { useDocumentsPage, useNeedsReviewCount } from '../api/get-documents-page.ts';
import {
  clearFilters,
  hasFilters,
  toListParams,
  withChange,
  type DocumentsSearch,
} from '../lib/documents-search.ts';
import { DocumentsFilters } from './documents-filters.tsx';
import { DocumentsTable } from './documents-table.tsx';
import { NewDocumentDialog } from './new-document-dialog.tsx';

type Props = {
  search: DocumentsSearch;
  onSearchChange: (update: (prev: DocumentsSearch) => DocumentsSearch) => void;
  /** evidence:write: add documents. */
  canCreate: boolean;
};

const count = (query: { data?: number; isError: boolean }): ReactNode =>
  (query.data === undefined ? undefined : formatNumber(query.data)) ??
  (query.isError ? '—' : <Skeleton className="my-1 h-5 w-10" />);

/**
 * The organisation's policies and procedures and every evidence file in one place: approval,
 * review dates, what needs review, and search through the text inside the files.
 */
export const DocumentsPage = ({ search, onSearchChange, canCreate }: Props) => {
  const params = useMemo(() => toListParams(search), [search]);
  const page = search.page ?? 1;
  const first = useDocumentsPage(params, page);
  const needsReview = useNeedsReviewCount();
  const [creating, setCreating] = useState(false);
  const filtered = hasFilters(search);
  const stats: PageStat[] = [
    {
      label: filtered ? 'Matching' : 'Documents and files',
      value: count({ data: first.data?.total, isError: first.isError }),
    },
    { label: 'Needs review', value: count(needsReview) },
  ];
  const empty = filtered ? (
    <EmptyState
      icon={FileText}
      title="Nothing matches these filters"
      description="Try fewer filters or other words. Search reads titles and the text inside PDF, Word and Excel files."
      action={
        <Button onClick={() => onSearchChange(clearFilters)}>
          <X aria-hidden />
          Reset filters
        </Button>
      }
    />
  ) : (
    <EmptyState
      icon={FileText}
      title="No documents or evidence yet"
      description="Add the organisation's policies and procedures here; evidence uploaded to controls and vendors shows up too."
      action={
        canCreate ? (
          <Button variant="primary" onClick={() => setCreating(true)}>
            <Plus aria-hidden />
            New document
          </Button>
        ) : null
      }
    />
  );

  return (
    <PageShell
      title="Documents"
      subtitle="Policies, procedures and evidence files: versions, approval and review dates."
      maxWidth="2xl"
      breadcrumbs={[{ label: 'Insights & Reports' }, { label: 'Documents' }]}
      stats={stats}
      primaryAction={
        canCreate
          ? { label: 'New document', icon: Plus, onClick: () => setCreating(true) }
          : undefined
      }
    >
      <Card className="overflow-hidden">
        <div className="border-b border-border p-3">
          <DocumentsFilters
            search={search}
            onChange={onSearchChange}
            actions={
              <ExportMenu
                what="documents"
                exportFile={(format) => exportDocuments({ params, format })}
              />
            }
          />
        </div>
        <DocumentsTable
          params={params}
          page={page}
          onPageChange={(p) => onSearchChange((prev) => ({ ...prev, page: p > 1 ? p : undefined }))}
          onSort={(sortBy, sortDirection) =>
            onSearchChange((prev) => withChange(prev, { sortBy, sortDirection }))
          }
          empty={empty}
        />
      </Card>
      {canCreate ? <NewDocumentDialog open={creating} onOpenChange={setCreating} /> : null}
    </PageShell>
  );
};
