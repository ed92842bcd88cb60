import { useState, type FormEvent } from 'react';
import { Check, FileText, Flag, MessageSquare, MessageSquareWarning } from 'lucide-react';
import {
  FINDING_SEVERITY_VALUES,
  QUESTION_TYPE_LABELS,
  type FindingSeverity,
  type QuestionnaireRequest,
  type ReviewQuestion,
} from '@rampart/contracts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input, Select, Textarea } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatBytes } from '../../../lib/files.ts';
import { useRaiseAnswerFinding } from '../api/raise-answer-finding.ts';
import { useReviewAnswer } from '../api/review-answer.ts';
import { answerWords } from '../lib/answers.ts';
import { ITEM_STATUS_LABELS, ITEM_STATUS_VARIANTS } from '../lib/labels.ts';
import { NotesThread } from './notes-thread.tsx';

type Mode = 'clarify' | 'note' | 'finding' | null;

const SEVERITY_LABELS: Record<FindingSeverity, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  critical: 'Critical',
};

const TextForm = ({
  id,
  label,
  submit,
  pending,
  onSubmit,
  onCancel,
}: {
  id: string;
  label: string;
  submit: string;
  pending: boolean;
  onSubmit: (text: string) => void;
  onCancel: () => void;
}) => {
  const [text, setText] = useState('');
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        if (text.trim()) onSubmit(text.trim());
      }}
    >
      <label htmlFor={id} className="text-[13px] font-medium text-fg">
        {label}
      </label>
      <Textarea id={id} value={text} onChange={(e) => setText(e.target.value)} />
      <div className="flex gap-2">
        <Button type="submit" size="sm" variant="primary" loading={pending} disabled={!text.trim()}>
          {submit}
        </Button>
        <Button size="sm" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
};

const FindingForm = ({
  question,
  pending,
  onSubmit,
  onCancel,
}: {
  question: ReviewQuestion;
  pending: boolean;
  onSubmit: (input: { severity: FindingSeverity; title?: string }) => void;
  onCancel: () => void;
}) => {
  const [severity, setSeverity] = useState<FindingSeverity>('medium');
  const [title, setTitle] = useState('');
  return (
    <form
      className="flex flex-col gap-3 rounded-md border border-border p-3"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit({ severity, ...(title.trim() ? { title: title.trim() } : {}) });
      }}
    >
      <Field label="Finding title" hint="Leave blank to use the vendor and the question">
        {(p) => (
          <Input {...p} value={title} maxLength={200} onChange={(e) => setTitle(e.target.value)} />
        )}
      </Field>
      <Field label="Severity">
        {(p) => (
          <Select
            {...p}
            value={severity}
            onChange={(e) => setSeverity(e.target.value as FindingSeverity)}
          >
            {FINDING_SEVERITY_VALUES.map((s) => (
              <option key={s} value={s}>
                {SEVERITY_LABELS[s]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <div className="flex gap-2">
        <Button type="submit" size="sm" variant="primary" loading={pending}>
          Raise finding
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={onCancel}
          aria-label={`Cancel the finding on ${question.text}`}
        >
          Cancel
        </Button>
      </div>
    </form>
  );
};

/** One question of a response: the answer, what it earned, its review and conversation. */
export const ReviewQuestionCard = ({
  questionnaireId,
  request,
  question: q,
  number,
}: {
  questionnaireId: string;
  request: QuestionnaireRequest;
  question: ReviewQuestion;
  number: number;
}) => {
  const review = useReviewAnswer(questionnaireId);
  const finding = useRaiseAnswerFinding(questionnaireId);
  const [mode, setMode] = useState<Mode>(null);
  const can = request.abilities.review;
  const act = (action: 'accept' | 'clarify' | 'note', text?: string) =>
    review.mutate(
      { requestId: request.id, questionId: q.id, action, ...(text ? { text } : {}) },
      {
        onSuccess: () => {
          setMode(null);
          toast({
            title:
              action === 'accept'
                ? 'Answer accepted'
                : action === 'clarify'
                  ? 'Clarification requested'
                  : 'Note added',
            description: q.text,
          });
        },
        onError: (err) =>
          toast({ title: 'Review failed', description: errorMessage(err), variant: 'destructive' }),
      },
    );
  const headingId = `review-${q.id}`;
  const canRaise = request.abilities.raiseFinding && !q.item.findingId;
  return (
    <li
      aria-labelledby={headingId}
      className="flex flex-col gap-3 border-b border-border px-4 py-4 last:border-b-0"
    >
      <div className="flex flex-wrap items-start gap-2">
        <h3 id={headingId} className="min-w-0 flex-1 text-sm font-medium text-fg">
          <span className="text-muted tabular-nums">{number}. </span>
          {q.text}
        </h3>
        <Badge variant={ITEM_STATUS_VARIANTS[q.item.status]}>
          {ITEM_STATUS_LABELS[q.item.status]}
        </Badge>
        {q.item.findingId ? <Badge variant="danger">Finding raised</Badge> : null}
      </div>
      <p className="text-xs text-muted">
        {QUESTION_TYPE_LABELS[q.type]}
        {q.required ? ' · required' : ''}
        {q.credit !== null
          ? ` · earned ${Math.round(q.credit * 100)}% of weight ${q.weight}`
          : ' · not scored'}
      </p>
      <div className="rounded-md bg-surface px-3 py-2 text-sm text-fg">
        <span className="sr-only">Answer: </span>
        {q.type === 'file_upload' && q.item.files.length > 0 ? (
          <ul className="flex flex-col gap-1">
            {q.item.files
              .filter((f) => Array.isArray(q.answer) && q.answer.includes(f.id))
              .map((f) => (
                <li key={f.id} className="flex items-center gap-2">
                  <FileText className="size-4 text-muted" aria-hidden />
                  <a
                    href={`/api/evidence/${encodeURIComponent(f.id)}/download`}
                    className="text-accent-text hover:underline"
                  >
                    {f.fileName}
                  </a>
                  <span className="text-xs text-muted">{formatBytes(f.sizeBytes)}</span>
                </li>
              ))}
          </ul>
        ) : (
          <p className="break-words whitespace-pre-wrap">{answerWords(q)}</p>
        )}
      </div>
      <NotesThread notes={q.item.notes} teamLabel="Team" recipientLabel="Recipient" />
      {mode === 'clarify' ? (
        <TextForm
          id={`clarify-${q.id}`}
          label="What needs clarifying (the recipient reads this)"
          submit="Ask for clarification"
          pending={review.isPending}
          onSubmit={(text) => act('clarify', text)}
          onCancel={() => setMode(null)}
        />
      ) : mode === 'note' ? (
        <TextForm
          id={`note-${q.id}`}
          label="Note (the recipient reads this too)"
          submit="Add note"
          pending={review.isPending}
          onSubmit={(text) => act('note', text)}
          onCancel={() => setMode(null)}
        />
      ) : mode === 'finding' ? (
        <FindingForm
          question={q}
          pending={finding.isPending}
          onCancel={() => setMode(null)}
          onSubmit={(input) =>
            finding.mutate(
              { requestId: request.id, questionId: q.id, ...input },
              {
                onSuccess: () => {
                  setMode(null);
                  toast({ title: 'Finding raised', description: q.text });
                },
                onError: (err) =>
                  toast({
                    title: 'Finding not raised',
                    description: errorMessage(err),
                    variant: 'destructive',
                  }),
              },
            )
          }
        />
      ) : (
        <div
          className="flex flex-wrap gap-2"
          role="group"
          aria-label={`Review of question ${number}`}
        >
          {can && q.item.status !== 'accepted' ? (
            <Button
              size="sm"
              loading={review.isPending && review.variables?.action === 'accept'}
              onClick={() => act('accept')}
            >
              <Check aria-hidden />
              Accept answer
            </Button>
          ) : null}
          {can ? (
            <Button size="sm" onClick={() => setMode('clarify')}>
              <MessageSquareWarning aria-hidden />
              Ask for clarification
            </Button>
          ) : null}
          {request.abilities.note ? (
            <Button size="sm" variant="ghost" onClick={() => setMode('note')}>
              <MessageSquare aria-hidden />
              Add note
            </Button>
          ) : null}
          {canRaise ? (
            <Button size="sm" variant="ghost" onClick={() => setMode('finding')}>
              <Flag aria-hidden />
              Raise finding
            </Button>
          ) : null}
        </div>
      )}
    </li>
  );
};
