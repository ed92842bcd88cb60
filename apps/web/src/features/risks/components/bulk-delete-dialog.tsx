import { formatNumber } from '@rampart/domain';
import { ConfirmDialog } from '../../../components/ui/dialog.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useBulkDeleteRisks } from '../api/bulk-delete-risks.ts';

type BulkDeleteDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  ids: string[];
  /** Bulk delete clears the selection (spec §4). */
  onDeleted: () => void;
};

export const BulkDeleteDialog = ({ open, onOpenChange, ids, onDeleted }: BulkDeleteDialogProps) => {
  const remove = useBulkDeleteRisks();
  const n = ids.length;
  const noun = n === 1 ? 'risk' : 'risks';
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Delete ${formatNumber(n)} ${noun}?`}
      description={`The selected ${noun}, their control mappings and review schedule are removed for everyone in your organisation. The audit log keeps a record.`}
      confirmLabel={`Delete ${noun}`}
      pending={remove.isPending}
      onConfirm={() =>
        remove.mutate(ids, {
          onSuccess: ({ deleted }) => {
            onDeleted();
            onOpenChange(false);
            toast({
              title: deleted.length === 1 ? 'Risk deleted' : 'Risks deleted',
              description: `${formatNumber(deleted.length)} ${deleted.length === 1 ? 'risk was' : 'risks were'} deleted.`,
            });
          },
          onError: (err) =>
            toast({
              title: 'Failed to delete risks',
              description: errorMessage(err),
              variant: 'destructive',
            }),
        })
      }
    />
  );
};
