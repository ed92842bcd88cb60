import { useState } from 'react';
import { FileText, Upload } from 'lucide-react';
import { VENDOR_DOCUMENT_EXPIRY_WARNING_DAYS, type Vendor } from '@rampart/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { Table, TableHead, Th } from '../../../components/ui/table.tsx';
import { useVendorDocuments } from '../api/get-vendor-documents.ts';
import { DocumentRow } from './document-row.tsx';
import { UploadDocumentDialog } from './upload-document-dialog.tsx';

/** Reports and certificates the vendor handed over, with their expiry. */
export const DocumentsTab = ({ vendor }: { vendor: Vendor }) => {
  const documents = useVendorDocuments(vendor.id);
  const [uploading, setUploading] = useState(false);
  const canUpload = vendor.abilities.update;
  const items = documents.data?.items ?? [];
  const uploadButton = canUpload ? (
    <Button size="sm" onClick={() => setUploading(true)}>
      <Upload aria-hidden />
      Upload
    </Button>
  ) : null;
  return (
    <Card className="overflow-hidden">
      <CardHeader
        title="Documents"
        description={`Marked when expired, or expiring within ${VENDOR_DOCUMENT_EXPIRY_WARNING_DAYS} days.`}
        actions={uploadButton}
      />
      {documents.isPending ? (
        <SkeletonRows rows={2} label="Loading documents" />
      ) : documents.isError ? (
        <ErrorState
          title="Failed to load documents"
          error={documents.error}
          onRetry={() => void documents.refetch()}
          retrying={documents.isFetching}
        />
      ) : items.length === 0 ? (
        <EmptyState
          icon={FileText}
          title="No documents yet"
          description="Keep the vendor’s SOC 2 report, ISO certificate, DPA or pen test here, with the date it expires."
        />
      ) : (
        <Table aria-label="Documents" className="[&_td]:px-3 [&_th]:px-3">
          <TableHead>
            <tr>
              <Th>Document</Th>
              <Th>Type</Th>
              <Th>Issued</Th>
              <Th>Expires</Th>
              <Th>Uploaded</Th>
              <Th>
                <span className="sr-only">Download</span>
              </Th>
            </tr>
          </TableHead>
          <tbody>
            {items.map((d) => (
              <DocumentRow key={d.id} document={d} />
            ))}
          </tbody>
        </Table>
      )}
      {canUpload ? (
        <UploadDocumentDialog vendorId={vendor.id} open={uploading} onOpenChange={setUploading} />
      ) : null}
    </Card>
  );
};
