import { useState, type ReactNode } from 'react';
import { FileText } from 'lucide-react';
import type { QuestionnaireComment } from '@rampart/contracts';
import { commentContent, formatDateTime } from '@rampart/domain';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/dialog.tsx';
import { DownloadLink } from '../../../components/ui/download-link.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage, fieldIssues } from '../../../lib/api-client.ts';
import { saveDownload } from '../../../lib/save-download.ts';
import { useDeleteComment, useEditComment, useReactToComment } from '../api/comment-mutations.ts';
import { CommentContent } from './comment-content.tsx';
import { useCommentsContext } from './comments-context.ts';
import { relativeTime } from '../../../lib/relative-time.ts';
import { MentionInput } from './mention-input.tsx';
import { Reactions } from './reactions.tsx';

const failed = (title: string) => (error: unknown) =>
  toast({ title, description: errorMessage(error), variant: 'destructive' });

const Attachments = ({ comment: c }: { comment: QuestionnaireComment }) =>
  c.attachments.length === 0 ? null : (
    <ul aria-label="Attachments" className="flex flex-col gap-1">
      {c.attachments.map((a) => {
        const path = `/evidence/${encodeURIComponent(a.evidenceId)}/download`;
        return (
          <li
            key={a.evidenceId}
            className="flex items-center gap-2 rounded-md border border-border bg-surface py-0.5 pr-0.5 pl-2 text-[13px]"
          >
            <FileText className="size-4 shrink-0 text-muted" aria-hidden />
            <span className="min-w-0 flex-1 truncate text-fg" title={a.fileName}>
              {a.title}
            </span>
            <DownloadLink
              href={`/api${path}`}
              fileName={a.fileName}
              download={() => saveDownload(path, a.fileName)}
            />
          </li>
        );
      })}
    </ul>
  );

const EditForm = ({
  comment: c,
  onDone,
}: {
  comment: QuestionnaireComment;
  onDone: () => void;
}) => {
  const { questionnaireId, candidates } = useCommentsContext();
  const edit = useEditComment(questionnaireId);
  const [text, setText] = useState(c.content);
  const blank = !commentContent(text).ok;
  const error = edit.isError
    ? (fieldIssues(edit.error).find((i) => i.field === 'content')?.message ??
      errorMessage(edit.error))
    : undefined;
  const save = () => {
    if (blank || edit.isPending) return;
    edit.mutate({ commentId: c.id, content: text.trim() }, { onSuccess: onDone });
  };
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <Field label="Edit comment" error={error}>
        {(p) => (
          <MentionInput
            {...p}
            value={text}
            onChange={setText}
            candidates={candidates}
            onSubmit={save}
          />
        )}
      </Field>
      <div className="flex justify-end gap-2">
        <Button size="sm" onClick={onDone}>
          Cancel
        </Button>
        <Button size="sm" type="submit" variant="primary" disabled={blank} loading={edit.isPending}>
          Save
        </Button>
      </div>
    </form>
  );
};

type Props = {
  comment: QuestionnaireComment;
  /** Thread-level actions (Reply, Resolve) shown beside the comment's own. */
  actions?: ReactNode;
  /** What deleting takes with it, for the confirmation. */
  deleteWarning: string;
};

/** One comment: who, when, the text with its mentions, attachments, reactions and actions. */
export const CommentItem = ({ comment: c, actions, deleteWarning }: Props) => {
  const { questionnaireId, now } = useCommentsContext();
  const react = useReactToComment(questionnaireId);
  const remove = useDeleteComment(questionnaireId);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);

  return (
    <article aria-label={`Comment by ${c.author.name}`} className="flex flex-col gap-1.5">
      <p className="flex flex-wrap items-baseline gap-x-2 text-[13px]">
        <span className="font-medium text-fg">{c.author.name}</span>
        <time
          dateTime={c.createdAt}
          title={formatDateTime(c.createdAt)}
          className="text-xs text-muted"
        >
          {relativeTime(c.createdAt, now)}
        </time>
        {c.isEdited ? <span className="text-xs text-muted">(edited)</span> : null}
      </p>
      {editing ? (
        <EditForm comment={c} onDone={() => setEditing(false)} />
      ) : (
        <CommentContent comment={c} />
      )}
      <Attachments comment={c} />
      <div className="flex flex-wrap items-center gap-x-1 gap-y-1">
        <Reactions
          comment={c}
          pending={react.isPending}
          onToggle={(type) =>
            react.mutate({ commentId: c.id, type }, { onError: failed('Reaction not saved') })
          }
        />
        <span className="ml-auto flex flex-wrap gap-x-1">
          {actions}
          {c.abilities.edit && !editing ? (
            <Button size="sm" variant="ghost" onClick={() => setEditing(true)}>
              Edit
            </Button>
          ) : null}
          {c.abilities.delete ? (
            <Button size="sm" variant="ghost" onClick={() => setConfirming(true)}>
              Delete
            </Button>
          ) : null}
        </span>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this comment?"
        description={deleteWarning}
        confirmLabel="Delete comment"
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(c.id, {
            onSuccess: () => setConfirming(false),
            onError: failed('Comment not deleted'),
          })
        }
      />
    </article>
  );
};
