import { useState } from 'react';
import { CheckCircle2 } from 'lucide-react';
import type { QuestionnaireCommentThread } from '@rampart/contracts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useResolveComment } from '../api/comment-mutations.ts';
import { CommentItem } from './comment-item.tsx';
import { ReplyForm } from './comment-composer.tsx';
import { useCommentsContext } from './comments-context.ts';
import { commentTarget } from './comment-target.ts';

/** A comment and its replies, with Reply and Resolve / Reopen on the thread. */
export const CommentThread = ({ thread: t }: { thread: QuestionnaireCommentThread }) => {
  const { questionnaireId, structure, onShowQuestion } = useCommentsContext();
  const resolve = useResolveComment(questionnaireId);
  const [replying, setReplying] = useState(false);
  const target = commentTarget(t, structure);
  const replies = t.replies.length;

  const threadActions = (
    <>
      {t.abilities.reply ? (
        <Button size="sm" variant="ghost" onClick={() => setReplying(true)}>
          Reply
        </Button>
      ) : null}
      {t.abilities.resolve ? (
        <Button
          size="sm"
          variant="ghost"
          loading={resolve.isPending}
          onClick={() =>
            resolve.mutate(
              { commentId: t.id, resolved: !t.isResolved },
              {
                onError: (error) =>
                  toast({
                    title: t.isResolved ? 'Comment not reopened' : 'Comment not resolved',
                    description: errorMessage(error),
                    variant: 'destructive',
                  }),
              },
            )
          }
        >
          {t.isResolved ? 'Reopen' : 'Resolve'}
        </Button>
      ) : null}
    </>
  );

  return (
    <li
      aria-label={`Thread by ${t.author.name}`}
      className="flex flex-col gap-2 border-b border-border px-4 py-3 last:border-b-0"
    >
      <p className="flex min-h-6 flex-wrap items-center gap-2 text-xs text-muted">
        {target.questionId && onShowQuestion ? (
          <button
            type="button"
            className="min-h-6 rounded text-accent-text underline-offset-2 hover:underline"
            onClick={() => onShowQuestion(target.questionId!)}
          >
            {target.label}
          </button>
        ) : (
          <span>{target.label}</span>
        )}
        {t.isResolved ? (
          <Badge variant="success">
            <CheckCircle2 className="size-3" aria-hidden />
            Resolved{t.resolvedBy ? ` by ${t.resolvedBy.name}` : ''}
          </Badge>
        ) : null}
      </p>
      <div>
        <CommentItem
          comment={t}
          actions={threadActions}
          deleteWarning={
            replies > 0
              ? `The comment and its ${replies === 1 ? 'reply' : `${replies} replies`} are removed for everyone.`
              : 'The comment is removed for everyone.'
          }
        />
      </div>
      {replies > 0 || replying ? (
        <ul aria-label="Replies" className="ml-2 flex flex-col gap-3 border-l-2 border-border pl-3">
          {t.replies.map((r) => (
            <li key={r.id}>
              <CommentItem comment={r} deleteWarning="The reply is removed for everyone." />
            </li>
          ))}
          {replying ? (
            <li>
              <ReplyForm parentId={t.id} onDone={() => setReplying(false)} />
            </li>
          ) : null}
        </ul>
      ) : null}
    </li>
  );
};
