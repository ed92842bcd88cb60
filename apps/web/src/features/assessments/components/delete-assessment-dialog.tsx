import { ConfirmDialog } from '../../../components/ui/dialog.tsx';
import { FormMessage } from '../../../components/ui/field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDeleteAssessment } from '../api/delete-assessment.ts';

type Props = {
  assessment: { id: string; name: string } | null;
  onOpenChange: (open: boolean) => void;
  onDeleted: () => void;
};

export const DeleteAssessmentDialog = ({ assessment, onOpenChange, onDeleted }: Props) => {
  const remove = useDeleteAssessment();
  return (
    <ConfirmDialog
      open={assessment !== null}
      onOpenChange={(open) => {
        if (!open) remove.reset();
        onOpenChange(open);
      }}
      title="Delete this assessment?"
      description={`“${assessment?.name ?? ''}” and every result recorded in it will be deleted. Evidence and findings stay.`}
      confirmLabel="Delete assessment"
      pending={remove.isPending}
      onConfirm={() =>
        assessment &&
        remove.mutate(assessment.id, {
          onSuccess: () => {
            toast({ title: 'Assessment deleted', description: assessment.name });
            onDeleted();
          },
        })
      }
    >
      {remove.isError ? (
        <FormMessage>Failed to delete the assessment: {errorMessage(remove.error)}</FormMessage>
      ) : null}
    </ConfirmDialog>
  );
};
