import { useState } from 'react';
import { Pencil, Plus, SearchCheck, Trash2 } from 'lucide-react';
import type { Finding } from '@rampart/contracts';
import { formatDate, shortTitles } from '@rampart/domain';
import { Badge, RiskBadge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { ExportMenu } from '../../../components/ui/export-menu.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { Table, TableHead, TableRow, Td, Th } from '../../../components/ui/table.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { useDeleteFinding } from '../api/delete-finding.ts';
import { exportFindings } from '../api/export-findings.ts';
import { useFindings } from '../api/get-findings.ts';
import { FINDING_STATUS_LABELS } from '../../../lib/finding-labels.ts';
import { FindingFormDialog } from '../../../components/ui/finding-form-dialog.tsx';
import { RemovalDialog } from './removal-dialog.tsx';

/** About two lines of the card's narrow title column; the full title is the cell's tooltip. */
const CARD_TITLE_SHOWN = 48;

type Editing = { finding?: Finding } | null;

/** Gaps found in the control, who fixes them and by when. */
export const FindingsCard = ({
  controlId,
  canCreate,
}: {
  controlId: string;
  canCreate: boolean;
}) => {
  const findings = useFindings(controlId);
  const remove = useDeleteFinding();
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<Finding | null>(null);
  const items = findings.data?.items ?? [];
  // Every finding here opens with this control's title: show the part that tells each apart.
  const shown = shortTitles(
    items.map((f) => f.title),
    CARD_TITLE_SHOWN,
  );
  return (
    <Card>
      <CardHeader
        title="Findings"
        description="Gaps or failures found in this control, and their remediation."
        actions={
          <>
            <ExportMenu
              what="findings"
              size="sm"
              exportFile={(format) => exportFindings(controlId, format)}
            />
            {canCreate ? (
              <Button size="sm" onClick={() => setEditing({})}>
                <Plus aria-hidden />
                New finding
              </Button>
            ) : null}
          </>
        }
      />
      {findings.isPending ? (
        <SkeletonRows rows={2} label="Loading findings" />
      ) : findings.isError ? (
        <ErrorState
          title="Failed to load findings"
          error={findings.error}
          onRetry={() => void findings.refetch()}
          retrying={findings.isFetching}
        />
      ) : items.length === 0 ? (
        <EmptyState
          icon={SearchCheck}
          title="No findings"
          description="Record a gap or failure found while testing, with its owner and due date."
          action={canCreate ? <Button onClick={() => setEditing({})}>New finding</Button> : null}
        />
      ) : (
        <Table aria-label="Findings" className="[&_td]:px-3 [&_th]:px-3">
          <TableHead>
            <tr>
              <Th>Finding</Th>
              <Th>Severity</Th>
              <Th>Status</Th>
              <Th>Owner</Th>
              <Th>Due</Th>
              <Th>
                <span className="sr-only">Actions</span>
              </Th>
            </tr>
          </TableHead>
          <tbody>
            {items.map((f, i) => (
              <TableRow key={f.id}>
                <Td className="max-w-40 font-medium text-fg xl:max-w-56" title={f.title}>
                  {shown[i]}
                </Td>
                <Td>
                  <RiskBadge level={f.severity} />
                </Td>
                <Td className="whitespace-nowrap">{FINDING_STATUS_LABELS[f.status]}</Td>
                <Td className="max-w-36 truncate">{f.ownerName ?? 'Unassigned'}</Td>
                <Td className="whitespace-nowrap tabular-nums">
                  <span className="flex flex-col items-start gap-0.5">
                    {formatDate(f.dueDate)}
                    {f.overdue ? <Badge variant="danger">Overdue</Badge> : null}
                  </span>
                </Td>
                <Td className="py-1 text-right whitespace-nowrap">
                  {f.abilities.update ? (
                    <Button
                      variant="ghost"
                      size="icon-sm"
                      aria-label={`Edit ${f.title}`}
                      onClick={() => setEditing({ finding: f })}
                    >
                      <Pencil aria-hidden />
                    </Button>
                  ) : null}
                  {f.abilities.delete ? (
                    <Button
                      variant="ghost"
                      size="icon-sm"
                      aria-label={`Delete ${f.title}`}
                      onClick={() => setRemoving(f)}
                    >
                      <Trash2 aria-hidden />
                    </Button>
                  ) : null}
                </Td>
              </TableRow>
            ))}
          </tbody>
        </Table>
      )}
      {editing ? (
        <FindingFormDialog
          open
          onOpenChange={(o) => !o && setEditing(null)}
          controlId={controlId}
          finding={editing.finding}
        />
      ) : null}
      <RemovalDialog
        target={removing}
        onClose={() => setRemoving(null)}
        title="Delete this finding?"
        description={`"${removing?.title ?? ''}" is removed for everyone. The audit log keeps a record.`}
        action="Delete finding"
        retryLabel="Retry delete"
        failure="Failed to delete finding"
        mutation={remove}
        onConfirm={(item) =>
          remove.mutate(
            { id: item.id },
            {
              onSuccess: () => {
                toast({ title: 'Finding deleted', description: item.title });
                setRemoving(null);
              },
            },
          )
        }
      />
    </Card>
  );
};
