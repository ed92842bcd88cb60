import { hasPermission, PAGE_ACCESS } from '@rampart/domain';
import { DocumentDetailPage } from '../../features/documents/components/document-detail-page.tsx';
import { DocumentsPage } from '../../features/documents/components/documents-page.tsx';
import type { DocumentsSearch } from '../../features/documents/lib/documents-search.ts';
import { useRequiredUser } from '../../lib/session.ts';
import { RouteGuard } from '../route-guard.tsx';

type Props = {
  search: DocumentsSearch;
  onSearchChange: (update: (prev: DocumentsSearch) => DocumentsSearch) => void;
};

const Documents = (props: Props) => {
  const user = useRequiredUser();
  // Documents and evidence files share the evidence permissions (docs/decisions/022).
  return <DocumentsPage {...props} canCreate={hasPermission(user.permissions, 'evidence:write')} />;
};

/** Documents /dashboard/documents, for roles that may read evidence. */
export const DocumentsRoute = (props: Props) => (
  <RouteGuard {...PAGE_ACCESS['/dashboard/documents']}>
    <Documents {...props} />
  </RouteGuard>
);

/** A document's page; what the reader may change comes with the document (abilities). */
export const DocumentDetailRoute = ({ documentId }: { documentId: string }) => (
  <RouteGuard permissions={['evidence:read']}>
    <DocumentDetailPage key={documentId} documentId={documentId} />
  </RouteGuard>
);
