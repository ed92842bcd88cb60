import { useState } from 'react';
import { FileCheck2, Upload } from 'lucide-react';
import type { Evidence } from '@rampart/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { ExportMenu } from '../../../components/ui/export-menu.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { Table, TableHead, Th } from '../../../components/ui/table.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { useDeleteEvidence } from '../api/delete-evidence.ts';
import { exportEvidence } from '../api/export-evidence.ts';
import { useEvidence } from '../api/get-evidence.ts';
import { EvidenceRow } from './evidence-row.tsx';
import { UploadEvidenceDialog } from './upload-evidence-dialog.tsx';
import { RemovalDialog } from './removal-dialog.tsx';

/** The files that show this control works, with their validity. */
export const EvidenceCard = ({
  controlId,
  canUpload,
}: {
  controlId: string;
  canUpload: boolean;
}) => {
  const evidence = useEvidence(controlId);
  const remove = useDeleteEvidence();
  const [uploading, setUploading] = useState(false);
  const [removing, setRemoving] = useState<Evidence | null>(null);
  const items = evidence.data?.items ?? [];
  return (
    <Card>
      <CardHeader
        title="Evidence"
        description="Files that show the control works; expired evidence needs replacing."
        actions={
          <>
            <ExportMenu
              what="evidence"
              size="sm"
              exportFile={(format) => exportEvidence(controlId, format)}
            />
            {canUpload ? (
              <Button size="sm" onClick={() => setUploading(true)}>
                <Upload aria-hidden />
                Upload
              </Button>
            ) : null}
          </>
        }
      />
      {evidence.isPending ? (
        <SkeletonRows rows={2} label="Loading evidence" />
      ) : evidence.isError ? (
        <ErrorState
          title="Failed to load evidence"
          error={evidence.error}
          onRetry={() => void evidence.refetch()}
          retrying={evidence.isFetching}
        />
      ) : items.length === 0 ? (
        <EmptyState
          icon={FileCheck2}
          title="No evidence yet"
          description="Upload a report, a screenshot or a signed review that shows the control works."
          action={
            canUpload ? <Button onClick={() => setUploading(true)}>Upload a file</Button> : null
          }
        />
      ) : (
        <Table aria-label="Evidence">
          <TableHead>
            <tr>
              <Th>File</Th>
              <Th>Effective</Th>
              <Th>Expires</Th>
              <Th>Uploaded</Th>
              <Th>
                <span className="sr-only">Actions</span>
              </Th>
            </tr>
          </TableHead>
          <tbody>
            {items.map((e) => (
              <EvidenceRow key={e.id} evidence={e} onDelete={setRemoving} />
            ))}
          </tbody>
        </Table>
      )}
      {canUpload ? (
        <UploadEvidenceDialog controlId={controlId} open={uploading} onOpenChange={setUploading} />
      ) : null}
      <RemovalDialog
        target={removing}
        onClose={() => setRemoving(null)}
        title="Delete this evidence?"
        description={`"${removing?.title ?? ''}" and its file are removed; tests that used it no longer list it.`}
        action="Delete evidence"
        retryLabel="Retry delete"
        failure="Failed to delete evidence"
        mutation={remove}
        onConfirm={(item) =>
          remove.mutate(
            { id: item.id, controlId },
            {
              onSuccess: () => {
                toast({ title: 'Evidence deleted', description: item.title });
                setRemoving(null);
              },
            },
          )
        }
      />
    </Card>
  );
};
