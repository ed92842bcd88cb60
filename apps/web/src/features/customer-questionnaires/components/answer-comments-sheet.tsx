import { useEffect, useRef, useState, type ReactNode } from 'react';
import { MessageSquare, X } from 'lucide-react';
import {
  COMMENT_MAX,
  type AnswerComment,
  type IncomingQuestionWithAnswer,
} from '@rampart/contracts';
import { formatDateTime } from '@rampart/domain';
import { Button } from '../../../components/ui/button.tsx';
import { DialogClose } from '../../../components/ui/dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Textarea } from '../../../components/ui/input.tsx';
import { Sheet } from '../../../components/ui/sheet.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { errorMessage, fieldIssues } from '../../../lib/api-client.ts';
import { useAnswerComments, usePostAnswerComment } from '../api/incoming-api.ts';
import { questionLabel } from '../lib/question-name.ts';

const CommentItem = ({ comment: c }: { comment: AnswerComment }) => (
  <li className="flex flex-col gap-0.5 py-3">
    <p className="flex flex-wrap items-baseline gap-x-2 text-[13px]">
      <span className="font-medium text-fg">{c.author.name}</span>
      <time dateTime={c.createdAt} className="text-xs text-muted">
        {formatDateTime(c.createdAt)}
      </time>
    </p>
    <p className="text-sm break-words whitespace-pre-wrap text-fg">{c.body}</p>
  </li>
);

const CommentList = ({
  questionnaireId,
  questionId,
  canPost,
}: {
  questionnaireId: string;
  questionId: string;
  canPost: boolean;
}) => {
  const comments = useAnswerComments(questionnaireId, questionId);
  const end = useRef<HTMLDivElement>(null);
  const count = comments.data?.items.length ?? 0;
  // The newest comment is at the bottom, beside the form: keep it in view as comments arrive.
  useEffect(() => {
    if (count > 0) end.current?.scrollIntoView({ block: 'end' });
  }, [count]);
  if (comments.isPending) return <SkeletonRows rows={3} label="Loading comments" />;
  if (comments.isError) {
    return (
      <ErrorState
        title="Failed to load the comments"
        error={comments.error}
        onRetry={() => void comments.refetch()}
        retrying={comments.isFetching}
      />
    );
  }
  if (count === 0) {
    return (
      <EmptyState
        icon={MessageSquare}
        title="No comments yet"
        description={
          canPost
            ? 'Ask a colleague about this answer, or note why it says what it says.'
            : undefined
        }
      />
    );
  }
  return (
    <>
      <ol className="divide-y divide-border" aria-label="Comments">
        {comments.data.items.map((c) => (
          <CommentItem key={c.id} comment={c} />
        ))}
      </ol>
      <div ref={end} />
    </>
  );
};

const CommentForm = ({
  questionnaireId,
  questionId,
}: {
  questionnaireId: string;
  questionId: string;
}) => {
  const post = usePostAnswerComment(questionnaireId, questionId);
  const [body, setBody] = useState('');
  const issue = fieldIssues(post.error).find((i) => i.field === 'body')?.message;
  const error = post.isError ? (issue ?? `Failed to post: ${errorMessage(post.error)}`) : undefined;
  return (
    <form
      noValidate
      className="flex flex-col gap-2 border-t border-border px-4 py-3"
      onSubmit={(e) => {
        e.preventDefault();
        post.mutate(body, { onSuccess: () => setBody('') });
      }}
    >
      <Field label="Comment" error={error}>
        {(p) => (
          <Textarea
            {...p}
            rows={3}
            maxLength={COMMENT_MAX}
            value={body}
            onChange={(e) => setBody(e.target.value)}
            onKeyDown={(e) => {
              // Ctrl/Cmd+Enter posts, as in the other comment boxes.
              if (e.key === 'Enter' && (e.ctrlKey || e.metaKey))
                e.currentTarget.form?.requestSubmit();
            }}
          />
        )}
      </Field>
      <div className="flex justify-end">
        <Button type="submit" variant="primary" size="sm" loading={post.isPending}>
          Post comment
        </Button>
      </div>
    </form>
  );
};

/**
 * A question's comments in a panel at the right edge; read only while it is open. Those who may
 * review post in it, everyone else reads.
 */
export const AnswerCommentsSheet = ({
  questionnaireId,
  question: q,
  canPost,
  trigger,
}: {
  questionnaireId: string;
  question: IncomingQuestionWithAnswer;
  canPost: boolean;
  trigger: ReactNode;
}) => {
  const [open, setOpen] = useState(false);
  return (
    <Sheet
      open={open}
      onOpenChange={setOpen}
      side="right"
      title={`Comments on ${questionLabel(q)}`}
      trigger={trigger}
    >
      <div className="flex items-start gap-2 border-b border-border px-4 py-3">
        <div className="min-w-0 flex-1">
          <h2 className="text-base font-semibold text-fg">Comments</h2>
          <p className="mt-0.5 line-clamp-3 text-xs break-words text-muted">
            {q.reference ? `${q.reference} · ` : ''}
            {q.text}
          </p>
        </div>
        <DialogClose asChild>
          <Button variant="ghost" size="icon-sm" aria-label="Close">
            <X aria-hidden />
          </Button>
        </DialogClose>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto px-4">
        <CommentList questionnaireId={questionnaireId} questionId={q.id} canPost={canPost} />
      </div>
      {canPost ? <CommentForm questionnaireId={questionnaireId} questionId={q.id} /> : null}
    </Sheet>
  );
};
