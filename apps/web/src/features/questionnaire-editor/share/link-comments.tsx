import { useState, type FormEvent } from 'react';
import { MessageSquare, Send } from 'lucide-react';
import {
  COLLABORATION_MESSAGES,
  type QuestionnaireComment,
  type QuestionnaireCommentThread,
} from '@rampart/contracts';
import { formatDateTime, questionsInOrder, type QuestionnaireStructure } from '@rampart/domain';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field, FormMessage } from '../../../components/ui/field.tsx';
import { Select, Textarea } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage, fieldIssues } from '../../../lib/api-client.ts';
import { useLinkComments, usePostLinkComment } from './api/link-comments.ts';
import { QueryStates } from './query-states.tsx';

const WHOLE = '';

type Props = {
  token: string;
  grant: string;
  structure: QuestionnaireStructure;
  /** The link lets its holder post (comment and edit links). */
  canComment: boolean;
};

const about = (c: QuestionnaireComment, numbers: ReadonlyMap<string, number>) => {
  if (c.targetType !== 'question' || !c.targetId) return 'The whole questionnaire';
  const n = numbers.get(c.targetId);
  return n ? `Question ${n}` : 'A removed question';
};

const Comment = ({ c, where }: { c: QuestionnaireComment; where?: string }) => (
  <div>
    <p className="flex flex-wrap items-baseline gap-x-2 text-xs text-muted">
      <span className="font-medium text-fg">{c.author.name}</span>
      <span>{formatDateTime(c.createdAt)}</span>
      {where ? <span>· {where}</span> : null}
    </p>
    <p className="mt-0.5 text-[13px] whitespace-pre-line text-fg">{c.content}</p>
  </div>
);

const Thread = ({
  thread,
  numbers,
}: {
  thread: QuestionnaireCommentThread;
  numbers: ReadonlyMap<string, number>;
}) => (
  <li className="flex flex-col gap-2 px-3 py-2.5">
    <Comment c={thread} where={about(thread, numbers)} />
    {thread.isResolved ? (
      <Badge variant="success" className="self-start">
        Resolved
      </Badge>
    ) : null}
    {thread.replies.length > 0 ? (
      <ul aria-label="Replies" className="flex flex-col gap-2 border-l-2 border-border pl-3">
        {thread.replies.map((r) => (
          <li key={r.id}>
            <Comment c={r} />
          </li>
        ))}
      </ul>
    ) : null}
  </li>
);

/**
 * The questionnaire's comments on the link page: read by every holder, posted to by comment and
 * edit links (§5 Comment post: nothing to post while blank). Others' comments arrive live.
 */
export const LinkComments = ({ token, grant, structure, canComment }: Props) => {
  const comments = useLinkComments(token, grant);
  const post = usePostLinkComment(token, grant);
  const [content, setContent] = useState('');
  const [target, setTarget] = useState(WHOLE);
  const [error, setError] = useState<string | null>(null);
  const questions = questionsInOrder(structure).map((l) => l.question);
  const numbers = new Map(questions.map((q, i) => [q.id, i + 1]));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (content.trim() === '') return;
    setError(null);
    post.mutate(
      {
        content,
        targetType: target ? 'question' : 'questionnaire',
        targetId: target || null,
      },
      {
        onSuccess: () => {
          setContent('');
          toast({ title: COLLABORATION_MESSAGES.commentAdded });
        },
        onError: (err) =>
          setError(
            fieldIssues(err).find((i) => i.field === 'content')?.message ?? errorMessage(err),
          ),
      },
    );
  };

  return (
    <section aria-labelledby="link-comments-heading" className="flex flex-col gap-3">
      <h2
        id="link-comments-heading"
        className="flex items-center gap-2 text-sm font-semibold text-fg"
      >
        <MessageSquare className="size-4 text-muted" aria-hidden />
        Comments
      </h2>
      {canComment ? (
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-2">
          <Field label="About">
            {(p) => (
              <Select {...p} value={target} onChange={(e) => setTarget(e.target.value)}>
                <option value={WHOLE}>The whole questionnaire</option>
                {questions.map((q, i) => (
                  <option key={q.id} value={q.id}>
                    Question {i + 1}: {q.text || 'Untitled question'}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label="Comment" error={error ?? undefined}>
            {(p) => (
              <Textarea
                {...p}
                rows={3}
                value={content}
                onChange={(e) => setContent(e.target.value)}
              />
            )}
          </Field>
          <Button
            type="submit"
            variant="primary"
            size="sm"
            className="self-end"
            disabled={content.trim() === ''}
            loading={post.isPending}
          >
            {post.isPending ? null : <Send aria-hidden />}
            Post
          </Button>
        </form>
      ) : (
        <FormMessage tone="info">This link lets you read the comments, not add any.</FormMessage>
      )}
      <div className="rounded-md border border-border">
        <QueryStates
          query={comments}
          loading="Loading comments"
          errorTitle="Could not load the comments"
          isEmpty={(l) => l.length === 0}
          empty={{
            title: 'No comments yet',
            description: canComment
              ? 'Comments on the questionnaire and its questions appear here.'
              : 'Comments the team makes appear here.',
          }}
        >
          {(l) => (
            <ul aria-label="Comment threads" className="divide-y divide-border">
              {l.map((t) => (
                <Thread key={t.id} thread={t} numbers={numbers} />
              ))}
            </ul>
          )}
        </QueryStates>
      </div>
    </section>
  );
};
