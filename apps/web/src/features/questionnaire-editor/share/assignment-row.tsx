import { useState } from 'react';
import { CheckCircle2, RotateCcw, Trash2 } from 'lucide-react';
import type { QuestionnaireAssignment } from '@rampart/contracts';
import { formatDate } from '@rampart/domain';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/dialog.tsx';
import { FormMessage } from '../../../components/ui/field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { todayInput } from '../../../lib/date-input.ts';
import { useDeleteAssignment, useUpdateAssignment } from './api/assignments.ts';
import { PRIORITY_LABELS, reminderDaysText } from './assignment-labels.ts';

const Status = ({ a }: { a: QuestionnaireAssignment }) => {
  if (a.isCompleted) return <Badge variant="success">Completed</Badge>;
  if (a.dueDate && a.dueDate < todayInput()) return <Badge variant="danger">Overdue</Badge>;
  return <Badge>Open</Badge>;
};

/** One assignment: what, who, when, how urgent, its reminders; complete or reopen, delete. */
export const AssignmentRow = ({
  questionnaireId,
  assignment: a,
}: {
  questionnaireId: string;
  assignment: QuestionnaireAssignment;
}) => {
  const update = useUpdateAssignment(questionnaireId);
  const remove = useDeleteAssignment(questionnaireId);
  const [confirming, setConfirming] = useState(false);
  const what = a.sectionTitle ?? (a.sectionId ? 'A removed section' : 'Whole questionnaire');
  const onComplete = () =>
    update.mutate(
      { assignmentId: a.id, patch: { completed: !a.isCompleted } },
      {
        onSuccess: () =>
          toast({
            title: a.isCompleted ? 'Assignment reopened' : 'Assignment completed',
            description: `${what}, ${a.assignee.name}`,
          }),
        onError: (err) =>
          toast({ title: 'Not changed', description: errorMessage(err), variant: 'destructive' }),
      },
    );
  return (
    <li className="flex flex-wrap items-start gap-x-3 gap-y-2 px-3 py-2.5">
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-center gap-1.5">
          <span className="text-[13px] font-medium text-fg">{what}</span>
          <Status a={a} />
          <Badge variant={a.priority === 'high' ? 'warning' : 'neutral'}>
            {PRIORITY_LABELS[a.priority]} priority
          </Badge>
        </span>
        <span className="mt-0.5 block text-xs text-muted">
          {a.assignee.name}
          {a.dueDate ? `, due ${formatDate(a.dueDate)}` : ', no due date'}
          {a.remindersOn && a.dueDate
            ? ` · reminders ${reminderDaysText(a.reminderDays)}`
            : ' · no reminders'}
          {a.remindersSent.length > 0 ? ` (sent: ${reminderDaysText(a.remindersSent)})` : ''}
        </span>
        {a.instructions ? (
          <span className="mt-1 block text-xs whitespace-pre-line text-fg">{a.instructions}</span>
        ) : null}
      </span>
      {a.abilities.complete ? (
        <Button size="sm" loading={update.isPending} onClick={onComplete}>
          {update.isPending ? null : a.isCompleted ? (
            <RotateCcw aria-hidden />
          ) : (
            <CheckCircle2 aria-hidden />
          )}
          {a.isCompleted ? 'Reopen' : 'Mark complete'}
        </Button>
      ) : null}
      {a.abilities.delete ? (
        <>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Delete the assignment of ${what} to ${a.assignee.name}`}
            title="Delete"
            onClick={() => setConfirming(true)}
          >
            <Trash2 aria-hidden />
          </Button>
          <ConfirmDialog
            open={confirming}
            onOpenChange={(open) => {
              setConfirming(open);
              if (!open) remove.reset();
            }}
            title="Delete this assignment?"
            description={`${what} will no longer be assigned to ${a.assignee.name}, and no more reminders go out.`}
            confirmLabel="Delete assignment"
            pending={remove.isPending}
            onConfirm={() =>
              remove.mutate(a.id, {
                onSuccess: () => {
                  setConfirming(false);
                  toast({
                    title: 'Assignment deleted',
                    description: `${what}, ${a.assignee.name}`,
                  });
                },
              })
            }
          >
            {remove.isError ? <FormMessage>{errorMessage(remove.error)}</FormMessage> : null}
          </ConfirmDialog>
        </>
      ) : null}
    </li>
  );
};
