import type { Control } from '@rampart/contracts';
import { ConfirmDialog } from '../../../components/ui/dialog.tsx';
import { FormMessage } from '../../../components/ui/field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDeleteControl } from '../api/delete-control.ts';

type Props = {
  control: Control | null;
  onOpenChange: (open: boolean) => void;
  onDeleted?: (control: Control) => void;
};

/** Deletes one control; on failure it stays open with the reason, its button retrying. */
export const DeleteControlDialog = ({ control, onOpenChange, onDeleted }: Props) => {
  const remove = useDeleteControl();
  return (
    <ConfirmDialog
      open={control !== null}
      onOpenChange={(o) => {
        if (!o) remove.reset();
        onOpenChange(o);
      }}
      title="Delete this control?"
      description={
        <>
          &ldquo;{control?.title}&rdquo;, its risk mappings, tests and schedule are removed for
          everyone. The audit log keeps a record.
        </>
      }
      confirmLabel={remove.isError ? 'Retry delete' : 'Delete control'}
      pending={remove.isPending}
      onConfirm={() => {
        if (!control) return;
        remove.mutate(control.id, {
          onSuccess: () => {
            toast({ title: 'Control deleted', description: control.title });
            onOpenChange(false);
            onDeleted?.(control);
          },
        });
      }}
    >
      {remove.isError ? (
        <FormMessage>Failed to delete control: {errorMessage(remove.error)}</FormMessage>
      ) : null}
    </ConfirmDialog>
  );
};
