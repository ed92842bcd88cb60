import type { FrameworkItem } from '@rampart/contracts';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
} from '../../../components/ui/dialog.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { FormMessage } from '../../../components/ui/field.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { Table, TableHead, TableRow, Td, Th } from '../../../components/ui/table.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAdoptRecommended } from '../api/adopt-recommended.ts';
import { useRecommended } from '../api/get-recommended.ts';
import { formatCost, formatHours } from '../../../lib/library-format.ts';
import { FREQUENCY_LABELS, PRIORITY_LABELS } from '../lib/labels.ts';
import { effortTotals } from '../lib/totals.ts';
import { adoptionSummary, controlCount } from '../../../lib/library-format.ts';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  framework: Pick<FrameworkItem, 'id' | 'name'>;
};

const Body = ({ framework, onDone }: { framework: Props['framework']; onDone: () => void }) => {
  const recommended = useRecommended(framework.id);
  const adopt = useAdoptRecommended();
  if (recommended.isPending) return <SkeletonRows rows={5} label="Loading recommended controls" />;
  if (recommended.isError) {
    return (
      <ErrorState
        title="Failed to load recommended controls"
        error={recommended.error}
        onRetry={() => void recommended.refetch()}
        retrying={recommended.isFetching}
      />
    );
  }
  const items = recommended.data;
  const totals = effortTotals(items);
  return (
    <div className="flex flex-col gap-3">
      {adopt.isError ? (
        <FormMessage>Failed to adopt: {errorMessage(adopt.error)}</FormMessage>
      ) : null}
      {items.length === 0 ? (
        <p className="text-sm text-muted">
          The library has no mandatory controls for this framework.
        </p>
      ) : (
        <div className="rounded-md border border-border">
          <Table aria-label="Recommended controls">
            <TableHead>
              <tr>
                <Th>Control</Th>
                <Th>Priority</Th>
                <Th>Frequency</Th>
                <Th className="text-right">Hours</Th>
                <Th className="text-right">Cost</Th>
              </tr>
            </TableHead>
            <tbody>
              {items.map((c) => (
                <TableRow key={c.id}>
                  <Td>
                    <span className="font-medium text-fg">{c.name}</span>
                    {c.adoptedControlId ? (
                      <span className="ml-2 text-xs text-success-text">Adopted</span>
                    ) : null}
                  </Td>
                  <Td>{PRIORITY_LABELS[c.effort.priority]}</Td>
                  <Td>{FREQUENCY_LABELS[c.effort.frequency]}</Td>
                  <Td className="text-right tabular-nums">
                    {formatHours(c.effort.estimatedHours)}
                  </Td>
                  <Td className="text-right tabular-nums">{formatCost(c.effort.estimatedCost)}</Td>
                </TableRow>
              ))}
            </tbody>
            <tfoot className="border-t border-border-strong font-medium">
              <tr>
                <Td colSpan={3}>Total for {controlCount(totals.count)} not adopted yet</Td>
                <Td className="text-right tabular-nums">{formatHours(totals.hours)}</Td>
                <Td className="text-right tabular-nums">{formatCost(totals.cost)}</Td>
              </tr>
            </tfoot>
          </Table>
        </div>
      )}
      <p className="text-xs text-muted">
        Adopted controls join the register as Not started, mapped to every requirement they serve in
        every framework. Adopting also starts tracking {framework.name}.
      </p>
      <DialogFooter>
        <DialogClose asChild>
          <Button>Cancel</Button>
        </DialogClose>
        <Button
          variant="primary"
          loading={adopt.isPending}
          disabled={totals.count === 0}
          onClick={() =>
            adopt.mutate(framework.id, {
              onSuccess: ({ created, skipped }) => {
                toast({
                  title: 'Recommended controls adopted',
                  description: adoptionSummary(created.length, skipped.length),
                });
                onDone();
              },
            })
          }
        >
          {totals.count === 0 ? 'All adopted' : `Adopt ${controlCount(totals.count)}`}
        </Button>
      </DialogFooter>
    </div>
  );
};

/** The framework's recommended start: up to 10 mandatory controls, their effort and a total. */
export const AdoptRecommendedDialog = ({ open, onOpenChange, framework }: Props) => (
  <Dialog open={open} onOpenChange={onOpenChange}>
    <DialogContent
      title="Adopt recommended controls"
      description={`The mandatory library controls that cover the most of ${framework.name}, with the effort each takes for an organisation of your size.`}
      className="max-h-[calc(100vh-2rem)] min-w-[min(760px,calc(100vw-2rem))] overflow-y-auto"
    >
      {open ? <Body framework={framework} onDone={() => onOpenChange(false)} /> : null}
    </DialogContent>
  </Dialog>
);
