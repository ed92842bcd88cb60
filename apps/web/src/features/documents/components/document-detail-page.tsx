import { useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { Pencil, SearchX, Trash2 } from 'lucide-react';
import { DOCUMENT_KIND_LABELS, type Document } from '@rampart/contracts';
import { formatDate } from '@rampart/domain';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { PageShell, type PageAction, type PageStat } from '../../../components/ui/page-shell.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useDeleteDocument } from '../api/delete-document.ts';
import { useDocument } from '../api/get-document.ts';
import { DocumentApprovalCard } from './document-approval-card.tsx';
import { NeedsReviewBadge, StatusBadge } from './document-badges.tsx';
import { DocumentLinksCard } from './document-links-card.tsx';
import { DocumentVersionsCard } from './document-versions-card.tsx';
import { EditDocumentDialog } from './edit-document-dialog.tsx';

const crumbs = (title: string) => [
  { label: 'Insights & Reports' },
  { label: 'Documents', to: '/dashboard/documents' },
  { label: title },
];

const headerStats = (d: Document): PageStat[] => [
  { label: 'Approval', value: <StatusBadge status={d.status} /> },
  { label: 'Owner', value: d.owner?.name ?? <span className="text-muted">Unassigned</span> },
  {
    label: 'Review date',
    value: (
      <span className="inline-flex items-center gap-2">
        {formatDate(d.reviewDate)}
        {d.reviewReasons.includes('review_due') ? (
          <NeedsReviewBadge reasons={['review_due']} />
        ) : null}
      </span>
    ),
  },
  {
    label: 'Expires',
    value: (
      <span className="inline-flex items-center gap-2">
        {d.expiresAt ? formatDate(d.expiresAt) : 'Never'}
        {d.reviewReasons.includes('expired') ? <NeedsReviewBadge reasons={['expired']} /> : null}
      </span>
    ),
  },
  { label: 'Version', value: `v${d.versions[0]?.number ?? 1}` },
];

const Loading = () => (
  <PageShell title="Document" breadcrumbs={crumbs('Loading…')} maxWidth="2xl">
    <div role="status" className="flex flex-col gap-4">
      <span className="sr-only">Loading document</span>
      <Skeleton className="h-14" />
      <Skeleton className="h-64" />
    </div>
  </PageShell>
);

const Failed = ({ query }: { query: ReturnType<typeof useDocument> }) => {
  const missing = query.error instanceof ApiError && query.error.status === 404;
  return (
    <PageShell title={missing ? 'Document not found' : 'Document'} breadcrumbs={crumbs('Document')}>
      <Card>
        {missing ? (
          <EmptyState
            icon={SearchX}
            title="This document does not exist or was deleted"
            action={
              <Link to="/dashboard/documents" search={{}} className={buttonClasses('secondary')}>
                Back to the documents
              </Link>
            }
          />
        ) : (
          <ErrorState
            title="Failed to load document"
            error={query.error}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        )}
      </Card>
    </PageShell>
  );
};

/** A document's page: its versions, approval, links and details. */
export const DocumentDetailPage = ({ documentId }: { documentId: string }) => {
  const query = useDocument(documentId);
  const remove = useDeleteDocument();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  if (query.isPending) return <Loading />;
  if (query.isError) return <Failed query={query} />;
  const d = query.data;
  const actions: PageAction[] = [
    ...(d.abilities.update
      ? [{ label: 'Edit details', icon: Pencil, onClick: () => setEditing(true) }]
      : []),
    ...(d.abilities.delete
      ? [{ label: 'Delete', icon: Trash2, onClick: () => setDeleting(true) }]
      : []),
  ];
  return (
    <PageShell
      title={d.title}
      subtitle={`${DOCUMENT_KIND_LABELS[d.kind]} · added ${formatDate(d.createdAt)}${d.createdBy ? ` by ${d.createdBy.name}` : ''}`}
      breadcrumbs={crumbs(d.title)}
      maxWidth="2xl"
      stats={headerStats(d)}
      secondaryActions={actions}
    >
      <div className="flex flex-col gap-6">
        <div className="grid items-start gap-6 lg:grid-cols-2">
          <DocumentApprovalCard document={d} />
          <DocumentLinksCard document={d} />
        </div>
        <DocumentVersionsCard document={d} />
        {d.description ? (
          <Card>
            <CardHeader title="Description" />
            <CardContent className="text-[13px] whitespace-pre-wrap text-fg">
              {d.description}
            </CardContent>
          </Card>
        ) : null}
      </div>
      {d.abilities.update ? (
        <EditDocumentDialog document={d} open={editing} onOpenChange={setEditing} />
      ) : null}
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title="Delete this document?"
        description={`"${d.title}" and its ${d.versions.length} version(s) are removed for everyone. The audit log keeps a record.`}
        confirmLabel="Delete document"
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(d.id, {
            onSuccess: () => {
              toast({ title: 'Document deleted', description: d.title });
              void navigate({ to: '/dashboard/documents', search: {} });
            },
            onError: (err) =>
              toast({
                title: 'Failed to delete document',
                description: errorMessage(err),
                variant: 'destructive',
              }),
          })
        }
      />
    </PageShell>
  );
};
