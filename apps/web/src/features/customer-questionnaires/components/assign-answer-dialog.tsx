import { useState, type ReactNode } from 'react';
import type { IncomingQuestionWithAnswer, Member } from '@rampart/contracts';
import { hasPermission, permissionsForRole } from '@rampart/domain';
import { DateField } from '../../../components/ui/date-field.tsx';
import { Dialog, DialogContent, DialogTrigger } from '../../../components/ui/dialog.tsx';
import { DialogFormFooter } from '../../../components/ui/dialog-form-footer.tsx';
import { Field, FormMessage } from '../../../components/ui/field.tsx';
import { MemberSelect } from '../../../components/ui/member-select.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage, fieldIssues } from '../../../lib/api-client.ts';
import { issuesByField } from '../../../lib/field-issues.ts';
import { memberItems, useMembers } from '../../../lib/members.ts';
import { useReviewAnswer } from '../api/incoming-api.ts';
import { questionName } from '../lib/question-name.ts';

// The server takes only a member whose role can review answers; the others are not offered.
const canReview = (m: Member) => hasPermission(permissionsForRole(m.role), 'questionnaires:write');

const AssignForm = ({
  questionnaireId,
  question: q,
  onDone,
}: {
  questionnaireId: string;
  question: IncomingQuestionWithAnswer;
  onDone: () => void;
}) => {
  const review = useReviewAnswer(questionnaireId);
  const members = useMembers();
  const [assigneeId, setAssigneeId] = useState(q.review.assignee?.id ?? '');
  const [dueDate, setDueDate] = useState(q.review.dueDate ?? '');
  const issues = issuesByField(fieldIssues(review.error));
  const fieldless = review.isError && !issues.assigneeId && !issues.dueDate;
  // Someone assigned who has since left the organisation stays a choice, by name.
  const assignee = q.review.assignee;
  const former =
    assignee && members.data && !memberItems(members.data).some((m) => m.userId === assignee.id)
      ? { value: assignee.id, label: `${assignee.name} (former member)` }
      : null;
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        review.mutate(
          {
            questionId: q.id,
            body: { assigneeId: assigneeId || null, dueDate: dueDate || null },
          },
          {
            onSuccess: (saved) => {
              toast({
                title: saved.review.assignee
                  ? `Assigned to ${saved.review.assignee.name}`
                  : 'Assignment saved',
                description: questionName(q),
              });
              onDone();
            },
          },
        );
      }}
    >
      {fieldless ? (
        <FormMessage>Failed to save: {issues.decision ?? errorMessage(review.error)}</FormMessage>
      ) : null}
      <Field label="Reviewer" error={issues.assigneeId}>
        {(p) => (
          <MemberSelect
            {...p}
            noneLabel="Nobody"
            extra={former}
            only={canReview}
            value={assigneeId}
            onChange={(e) => setAssigneeId(e.target.value)}
          />
        )}
      </Field>
      <DateField label="Due date" value={dueDate} onChange={setDueDate} error={issues.dueDate} />
      <DialogFormFooter pending={review.isPending} failed={review.isError}>
        Save
      </DialogFormFooter>
    </form>
  );
};

/** Who reviews an answer, and by when. */
export const AssignAnswerDialog = ({
  questionnaireId,
  question,
  trigger,
}: {
  questionnaireId: string;
  question: IncomingQuestionWithAnswer;
  trigger: ReactNode;
}) => {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent title="Assign answer" description={question.text}>
        {open ? (
          <AssignForm
            questionnaireId={questionnaireId}
            question={question}
            onDone={() => setOpen(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
};
