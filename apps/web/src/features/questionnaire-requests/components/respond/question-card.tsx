import { useState } from 'react';
import { MessageSquarePlus } from 'lucide-react';
import type { AnswerValueBody, RespondQuestion } from '@rampart/contracts';
import { Badge } from '../../../../components/ui/badge.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Textarea } from '../../../../components/ui/input.tsx';
import { NotesThread } from '../notes-thread.tsx';
import { AnswerInput } from './answer-input.tsx';
import { QuestionFiles } from './question-files.tsx';

type Props = {
  question: RespondQuestion;
  number: number;
  value: AnswerValueBody | undefined;
  onChange: (value: AnswerValueBody) => void;
  error: string | undefined;
  /** The page is read-only (submitted, accepted) or this answer is not reopened. */
  locked: boolean;
  organizationName: string;
  uploading: boolean;
  onUpload: (file: File) => void;
  /** Comments are open until the response is accepted. */
  canComment: boolean;
  noting: boolean;
  onNote: (text: string, done: () => void) => void;
};

const NoteForm = ({
  id,
  pending,
  onNote,
}: {
  id: string;
  pending: boolean;
  onNote: Props['onNote'];
}) => {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  if (!open) {
    return (
      <Button variant="ghost" className="h-11 self-start" onClick={() => setOpen(true)}>
        <MessageSquarePlus aria-hidden />
        Add a comment
      </Button>
    );
  }
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        if (text.trim()) onNote(text.trim(), () => (setText(''), setOpen(false)));
      }}
    >
      <label htmlFor={`note-${id}`} className="text-sm font-medium text-fg">
        Your comment
      </label>
      <Textarea
        id={`note-${id}`}
        className="text-base sm:text-sm"
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <div className="flex gap-2">
        <Button type="submit" className="h-11" loading={pending} disabled={!text.trim()}>
          Post comment
        </Button>
        <Button variant="ghost" className="h-11" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
};

/** One question: its text, help, input or files, the clarification asked and the comments. */
export const QuestionCard = (p: Props) => {
  const { question: q } = p;
  const labelId = `q-${q.id}-label`;
  const helpId = q.helpText ? `q-${q.id}-help` : undefined;
  const errorId = p.error ? `q-${q.id}-error` : undefined;
  const describedBy = [helpId, errorId].filter(Boolean).join(' ') || undefined;
  const clarify = q.review.status === 'clarification_requested';
  const editable = !p.locked && q.editable;
  return (
    <li
      id={`question-${q.id}`}
      className="flex scroll-mt-4 flex-col gap-3 border-b border-border py-5 last:border-b-0"
    >
      <div className="flex flex-wrap items-start gap-2">
        <p id={labelId} className="min-w-0 flex-1 text-base font-medium text-fg">
          <span className="text-muted tabular-nums">{p.number}. </span>
          {q.text}
          {q.required ? (
            <>
              <span aria-hidden className="text-danger-text">
                {' '}
                *
              </span>
              <span className="sr-only"> (required)</span>
            </>
          ) : null}
        </p>
        {clarify ? <Badge variant="warning">Clarification requested</Badge> : null}
      </div>
      {q.helpText ? (
        <p id={helpId} className="-mt-1 text-sm text-muted">
          {q.helpText}
        </p>
      ) : null}
      {q.type === 'scale' ? (
        <p className="-mt-1 text-xs text-muted">
          From {q.min ?? 1} (lowest) to {q.max ?? 5} (highest)
        </p>
      ) : null}
      {q.type === 'file_upload' ? (
        <QuestionFiles
          questionId={q.id}
          ids={Array.isArray(p.value) ? p.value : []}
          known={q.files}
          editable={editable}
          uploading={p.uploading}
          onUpload={p.onUpload}
          onRemove={(id) =>
            p.onChange((Array.isArray(p.value) ? p.value : []).filter((v) => v !== id))
          }
          labelId={labelId}
        />
      ) : (
        <AnswerInput
          question={q}
          value={p.value}
          onChange={p.onChange}
          disabled={!editable}
          labelId={labelId}
          describedBy={describedBy}
          invalid={Boolean(p.error)}
        />
      )}
      {p.error ? (
        <p id={errorId} className="text-sm text-danger-text">
          {p.error}
        </p>
      ) : null}
      <NotesThread notes={q.review.notes} teamLabel={p.organizationName} recipientLabel="You" />
      {p.canComment ? <NoteForm id={q.id} pending={p.noting} onNote={p.onNote} /> : null}
    </li>
  );
};
