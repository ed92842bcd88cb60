import { useState } from 'react';
import { AlertTriangle, Link2, Plus, Unlink } from 'lucide-react';
import type { Mapping, ResidualContribution } from '@rampart/contracts';
import { Badge, type BadgeVariant } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { ExportMenu } from '../../../components/ui/export-menu.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { Table, TableHead, TableRow, Td, Th } from '../../../components/ui/table.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { exportRiskMappings } from '../api/export-risk-mappings.ts';
import { useRiskMappings } from '../api/get-risk-mappings.ts';
import { useUnmapControl } from '../api/unmap-control.ts';
import { useUpdateMapping } from '../api/update-mapping.ts';
import { EffectivenessInput } from './effectiveness-input.tsx';
import { MapControlDialog } from './map-control-dialog.tsx';

const BAND: Record<Mapping['effectivenessBand'], { label: string; variant: BadgeVariant }> = {
  high: { label: 'High', variant: 'success' },
  medium: { label: 'Medium', variant: 'warning' },
  low: { label: 'Low', variant: 'danger' },
};

/** Reasons that mean the control counts less than its mapping says. */
const CAPPED = new Set<ResidualContribution['reason']>(['failed', 'overdue', 'inactive']);

/** What of a control counts against the risk and why, as the server explains it. */
const CountsNote = ({ part }: { part: ResidualContribution | undefined }) =>
  part ? (
    <p className="mt-0.5 flex items-start gap-1 text-xs font-normal text-muted">
      {CAPPED.has(part.reason) ? (
        <AlertTriangle className="mt-px size-3.5 shrink-0 text-warning-text" aria-hidden />
      ) : null}
      <span>{part.note}</span>
    </p>
  ) : null;

/**
 * The controls that reduce this risk, how well each works, what of each counts by its evidence
 * (`basis`, from the risk), and mapping changes.
 */
export const MappedControls = ({
  riskId,
  canWrite,
  basis = [],
}: {
  riskId: string;
  canWrite: boolean;
  basis?: readonly ResidualContribution[];
}) => {
  const parts = new Map(basis.map((b) => [b.controlId, b]));
  const mappings = useRiskMappings(riskId);
  const update = useUpdateMapping();
  const unmap = useUnmapControl();
  const [mapping, setMapping] = useState(false);
  const [removing, setRemoving] = useState<Mapping | null>(null);

  const onEffectiveness = (m: Mapping, effectiveness: number) =>
    update.mutate(
      { riskId, controlId: m.controlId, effectiveness },
      {
        onSuccess: () => toast({ title: 'Effectiveness updated', description: m.controlTitle }),
        onError: (err) =>
          toast({
            title: 'Failed to update mapping',
            description: errorMessage(err),
            variant: 'destructive',
          }),
      },
    );

  const items = mappings.data?.items ?? [];
  return (
    <Card>
      <CardHeader
        title="Mapped controls"
        description="Preventive controls lower the likelihood; detective and corrective ones the impact. Each counts as far as its tests show: failed or overdue tests cap it."
        actions={
          <>
            <ExportMenu
              what="mapped controls"
              size="sm"
              exportFile={(format) => exportRiskMappings(riskId, format)}
            />
            {canWrite ? (
              <Button size="sm" onClick={() => setMapping(true)}>
                <Plus aria-hidden />
                Map a control
              </Button>
            ) : null}
          </>
        }
      />
      {mappings.isPending ? (
        <SkeletonRows rows={3} label="Loading mapped controls" />
      ) : mappings.isError ? (
        <ErrorState
          title="Failed to load controls"
          error={mappings.error}
          onRetry={() => void mappings.refetch()}
          retrying={mappings.isFetching}
        />
      ) : items.length === 0 ? (
        <EmptyState
          icon={Link2}
          title="No controls mapped"
          description="Map the controls that reduce this risk; the residual risk follows from their effectiveness."
          action={canWrite ? <Button onClick={() => setMapping(true)}>Map a control</Button> : null}
        />
      ) : (
        <Table>
          <TableHead>
            <tr>
              <Th>Control</Th>
              <Th>Type</Th>
              <Th className="text-right">Effectiveness</Th>
              <Th>Band</Th>
              <Th className="text-right">Counts</Th>
              <Th>
                <span className="sr-only">Actions</span>
              </Th>
            </tr>
          </TableHead>
          <tbody>
            {items.map((m) => (
              <TableRow key={m.controlId}>
                <Td className="font-medium text-fg">
                  {m.controlTitle}
                  <CountsNote part={parts.get(m.controlId)} />
                </Td>
                <Td className="text-muted capitalize">{m.controlType}</Td>
                <Td className="text-right tabular-nums">
                  {canWrite ? (
                    <EffectivenessInput
                      value={m.effectiveness}
                      label={`Effectiveness of ${m.controlTitle}, percent`}
                      disabled={update.isPending && update.variables?.controlId === m.controlId}
                      onCommit={(v) => onEffectiveness(m, v)}
                    />
                  ) : (
                    `${Math.round(m.effectiveness * 100)}%`
                  )}
                </Td>
                <Td>
                  <Badge variant={BAND[m.effectivenessBand].variant}>
                    {BAND[m.effectivenessBand].label}
                  </Badge>
                </Td>
                <Td className="text-right tabular-nums">
                  {parts.has(m.controlId)
                    ? `${Math.round(parts.get(m.controlId)!.contribution * 100)}%`
                    : '—'}
                </Td>
                <Td className="text-right">
                  {canWrite ? (
                    <Button
                      variant="ghost"
                      size="icon-sm"
                      aria-label={`Unmap ${m.controlTitle}`}
                      onClick={() => setRemoving(m)}
                    >
                      <Unlink aria-hidden />
                    </Button>
                  ) : null}
                </Td>
              </TableRow>
            ))}
          </tbody>
        </Table>
      )}
      {canWrite ? (
        <>
          <MapControlDialog
            open={mapping}
            onOpenChange={setMapping}
            riskId={riskId}
            mapped={items.map((m) => m.controlId)}
          />
          <ConfirmDialog
            open={removing !== null}
            onOpenChange={(o) => !o && setRemoving(null)}
            title={`Unmap ${removing?.controlTitle ?? 'control'}?`}
            description="The control stays in the library; this risk's residual score is recalculated without it."
            confirmLabel="Unmap control"
            pending={unmap.isPending}
            onConfirm={() =>
              removing &&
              unmap.mutate(
                { riskId, controlId: removing.controlId },
                {
                  onSuccess: () => {
                    toast({ title: 'Control unmapped', description: removing.controlTitle });
                    setRemoving(null);
                  },
                  onError: (err) =>
                    toast({
                      title: 'Failed to unmap control',
                      description: errorMessage(err),
                      variant: 'destructive',
                    }),
                },
              )
            }
          />
        </>
      ) : null}
    </Card>
  );
};
