import { formatNumber } from '@rampart/domain';
import { ConfirmDialog } from '../../../components/ui/dialog.tsx';
import { FormMessage } from '../../../components/ui/field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useBulkDeleteControls } from '../api/bulk-delete-controls.ts';

type BulkDeleteDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  ids: string[];
  /** Bulk delete clears the selection (spec §4). */
  onDeleted: () => void;
};

/** Asks, deletes, says so; on failure it stays open with the reason, its button retrying. */
export const BulkDeleteDialog = ({ open, onOpenChange, ids, onDeleted }: BulkDeleteDialogProps) => {
  const remove = useBulkDeleteControls();
  const n = ids.length;
  const noun = n === 1 ? 'control' : 'controls';
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(o) => {
        if (!o) remove.reset();
        onOpenChange(o);
      }}
      title={`Delete ${formatNumber(n)} ${noun}?`}
      description={
        <>
          The selected {noun}, their risk mappings, tests and schedules are removed for everyone in
          your organisation. The audit log keeps a record.
        </>
      }
      confirmLabel={remove.isError ? 'Retry delete' : `Delete ${noun}`}
      pending={remove.isPending}
      onConfirm={() =>
        remove.mutate(ids, {
          onSuccess: ({ deleted }) => {
            onDeleted();
            onOpenChange(false);
            toast({
              title: deleted.length === 1 ? 'Control deleted' : 'Controls deleted',
              description: `${formatNumber(deleted.length)} ${deleted.length === 1 ? 'control was' : 'controls were'} deleted.`,
            });
          },
        })
      }
    >
      {remove.isError ? (
        <FormMessage>Failed to delete controls: {errorMessage(remove.error)}</FormMessage>
      ) : null}
    </ConfirmDialog>
  );
};
