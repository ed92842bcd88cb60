import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { Link2, Plus, Unlink } from 'lucide-react';
import type { Mapping } from '@rampart/contracts';
import { formatDate } from '@rampart/domain';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { ExportMenu } from '../../../components/ui/export-menu.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { Table, TableHead, TableRow, Td, Th } from '../../../components/ui/table.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { exportControlMappings } from '../api/export-control-mappings.ts';
import { useControlMappings } from '../api/get-control-mappings.ts';
import { useUnmapRisk } from '../api/unmap-risk.ts';
import { useUpdateRiskMapping } from '../api/update-risk-mapping.ts';
import { toPercent } from '../lib/effectiveness.ts';
import { EffectivenessBadge } from './effectiveness-badge.tsx';
import { MapRiskDialog } from './map-risk-dialog.tsx';
import { MappingEffectiveness } from './mapping-effectiveness.tsx';
import { RemovalDialog } from './removal-dialog.tsx';

/** The risks this control reduces, how well against each, and mapping changes. */
export const MappedRisksCard = ({
  controlId,
  canWrite,
}: {
  controlId: string;
  canWrite: boolean;
}) => {
  const mappings = useControlMappings(controlId);
  const update = useUpdateRiskMapping();
  const unmap = useUnmapRisk();
  const [mapping, setMapping] = useState(false);
  const [removing, setRemoving] = useState<Mapping | null>(null);

  const onEffectiveness = (m: Mapping, effectiveness: number) =>
    update.mutate(
      { riskId: m.riskId, controlId, effectiveness },
      {
        onSuccess: () => toast({ title: 'Effectiveness updated', description: m.riskTitle }),
        onError: (err) =>
          toast({
            title: 'Failed to update mapping',
            description: `${errorMessage(err)} The previous value is kept; change it again to retry.`,
            variant: 'destructive',
          }),
      },
    );

  const items = mappings.data?.items ?? [];
  return (
    <Card>
      <CardHeader
        title="Mapped risks"
        description="The risks this control reduces; each risk's residual score follows from these."
        actions={
          <>
            <ExportMenu
              what="mapped risks"
              size="sm"
              exportFile={(format) => exportControlMappings(controlId, format)}
            />
            {canWrite ? (
              <Button size="sm" onClick={() => setMapping(true)}>
                <Plus aria-hidden />
                Map to a risk
              </Button>
            ) : null}
          </>
        }
      />
      {mappings.isPending ? (
        <SkeletonRows rows={3} label="Loading mapped risks" />
      ) : mappings.isError ? (
        <ErrorState
          title="Failed to load mapped risks"
          error={mappings.error}
          onRetry={() => void mappings.refetch()}
          retrying={mappings.isFetching}
        />
      ) : items.length === 0 ? (
        <EmptyState
          icon={Link2}
          title="Not mapped to any risk"
          description="Map this control to the risks it reduces, with how effective it is against each."
          action={canWrite ? <Button onClick={() => setMapping(true)}>Map to a risk</Button> : null}
        />
      ) : (
        <Table aria-label="Mapped risks">
          <TableHead>
            <tr>
              <Th>Risk</Th>
              <Th className="text-right">Effectiveness</Th>
              <Th>Band</Th>
              <Th>Last tested</Th>
              <Th>
                <span className="sr-only">Actions</span>
              </Th>
            </tr>
          </TableHead>
          <tbody>
            {items.map((m) => (
              <TableRow key={m.riskId}>
                <Td className="max-w-72">
                  <Link
                    to="/dashboard/risks/$riskId"
                    params={{ riskId: m.riskId }}
                    className="block truncate font-medium text-fg hover:underline"
                  >
                    {m.riskTitle}
                  </Link>
                </Td>
                <Td className="text-right tabular-nums">
                  {canWrite ? (
                    <MappingEffectiveness
                      value={m.effectiveness}
                      label={`Effectiveness against ${m.riskTitle}, percent`}
                      disabled={update.isPending && update.variables?.riskId === m.riskId}
                      onCommit={(v) => onEffectiveness(m, v)}
                    />
                  ) : (
                    `${toPercent(m.effectiveness)}%`
                  )}
                </Td>
                <Td>
                  <EffectivenessBadge band={m.effectivenessBand} />
                </Td>
                <Td className="whitespace-nowrap tabular-nums">{formatDate(m.lastTested)}</Td>
                <Td className="text-right">
                  {canWrite ? (
                    <Button
                      variant="ghost"
                      size="icon-sm"
                      aria-label={`Unmap ${m.riskTitle}`}
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
          <MapRiskDialog
            open={mapping}
            onOpenChange={setMapping}
            controlId={controlId}
            mapped={items.map((m) => m.riskId)}
          />
          <RemovalDialog
            target={removing}
            onClose={() => setRemoving(null)}
            title={`Unmap ${removing?.riskTitle ?? 'risk'}?`}
            description="The risk stays in the register; its residual score is recalculated without this control."
            action="Unmap risk"
            retryLabel="Retry unmap"
            failure="Failed to unmap risk"
            mutation={unmap}
            onConfirm={(item) =>
              unmap.mutate(
                { riskId: item.riskId, controlId },
                {
                  onSuccess: () => {
                    toast({ title: 'Risk unmapped', description: item.riskTitle });
                    setRemoving(null);
                  },
                },
              )
            }
          />
        </>
      ) : null}
    </Card>
  );
};
