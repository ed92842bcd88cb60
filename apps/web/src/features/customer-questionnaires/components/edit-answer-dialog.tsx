import { useState } from 'react';
import {
  ANSWER_TEXT_MAX,
  ANSWER_VERDICT_LABELS,
  ANSWER_VERDICTS,
  type AnswerVerdict,
  type IncomingQuestionWithAnswer,
} from '@rampart/contracts';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { DialogFormFooter } from '../../../components/ui/dialog-form-footer.tsx';
import { Field, FormMessage } from '../../../components/ui/field.tsx';
import { Select, Textarea } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage, fieldIssues } from '../../../lib/api-client.ts';
import { issuesByField } from '../../../lib/field-issues.ts';
import { useReviewAnswer } from '../api/incoming-api.ts';
import { questionName } from '../lib/question-name.ts';

const EditAnswerForm = ({
  questionnaireId,
  question: q,
  onDone,
}: {
  questionnaireId: string;
  question: IncomingQuestionWithAnswer;
  onDone: () => void;
}) => {
  const review = useReviewAnswer(questionnaireId);
  // From the answer as it stands: the edited one, else the draft.
  const [answer, setAnswer] = useState<AnswerVerdict>(
    q.review.answer ?? q.draft?.answer ?? 'unknown',
  );
  const [text, setText] = useState(q.review.text ?? q.draft?.text ?? '');
  const issues = issuesByField(fieldIssues(review.error));
  const fieldless = review.isError && !issues.answer && !issues.text;
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        review.mutate(
          { questionId: q.id, body: { decision: 'edit', answer, text } },
          {
            onSuccess: () => {
              toast({ title: 'Answer edited', description: questionName(q) });
              onDone();
            },
          },
        );
      }}
    >
      {fieldless ? (
        <FormMessage>Failed to save: {issues.decision ?? errorMessage(review.error)}</FormMessage>
      ) : null}
      <Field
        label="Answer"
        error={issues.answer}
        hint={
          q.allowedAnswers ? `The customer's choices: ${q.allowedAnswers.join(' / ')}` : undefined
        }
      >
        {(p) => (
          <Select
            {...p}
            value={answer}
            onChange={(e) => setAnswer(e.target.value as AnswerVerdict)}
          >
            {ANSWER_VERDICTS.map((v) => (
              <option key={v} value={v}>
                {ANSWER_VERDICT_LABELS[v]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="What the customer reads" error={issues.text}>
        {(p) => (
          <Textarea
            {...p}
            rows={6}
            maxLength={ANSWER_TEXT_MAX}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        )}
      </Field>
      <DialogFormFooter pending={review.isPending} failed={review.isError}>
        Save answer
      </DialogFormFooter>
    </form>
  );
};

/**
 * The reviewer's own answer: the verdict and the text, started from the answer as it stands.
 * Opened from the Edit button, which saving replaces (by Reopen): the caller says where focus
 * goes on closing.
 */
export const EditAnswerDialog = ({
  questionnaireId,
  question,
  open,
  onOpenChange,
  onSaved,
  onCloseAutoFocus,
}: {
  questionnaireId: string;
  question: IncomingQuestionWithAnswer;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Saved, just before it closes. */
  onSaved: () => void;
  onCloseAutoFocus: (event: Event) => void;
}) => (
  <Dialog open={open} onOpenChange={onOpenChange}>
    <DialogContent
      title="Edit answer"
      description={question.text}
      className="sm:w-[560px]"
      onCloseAutoFocus={onCloseAutoFocus}
    >
      {open ? (
        <EditAnswerForm
          questionnaireId={questionnaireId}
          question={question}
          onDone={() => {
            onSaved();
            onOpenChange(false);
          }}
        />
      ) : null}
    </DialogContent>
  </Dialog>
);
