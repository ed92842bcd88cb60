import { useId, useRef, useState } from 'react';
import { Loader2, Paperclip, X } from 'lucide-react';
import {
  COLLABORATION_MESSAGES,
  COMMENT_ATTACHMENTS_MAX,
  EVIDENCE_ACCEPT,
  QUESTIONNAIRE_LIMITS,
} from '@rampart/contracts';
import { COLLAB_TOAST_DURATION_MS, commentContent } from '@rampart/domain';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage, fieldIssues } from '../../../lib/api-client.ts';
import { usePostComment } from '../api/comment-mutations.ts';
import { useUploadAttachment } from '../api/upload-attachment.ts';
import { SubjectSelect, WHOLE, type CommentSubject } from './comment-subject.tsx';
import { useCommentsContext } from './comments-context.ts';
import { MentionInput } from './mention-input.tsx';

type Attachment = { id: string; title: string; fileName: string };

/** The server's words for a refused post: by field, anything else under the text. */
const postErrors = (error: unknown) => {
  if (!error) return { content: undefined, target: undefined };
  const issues = fieldIssues(error);
  const target = issues.find((i) => i.field === 'targetId' || i.field === 'targetType')?.message;
  const content =
    issues.find((i) => i.field === 'content')?.message ??
    (target ? undefined : errorMessage(error));
  return { content, target };
};

/** Files picked for the comment, each uploaded as evidence at once; their ids go with the post. */
const useAttachments = () => {
  const upload = useUploadAttachment();
  const [items, setItems] = useState<Attachment[]>([]);
  const [uploading, setUploading] = useState<string[]>([]);
  const add = async (files: readonly File[]) => {
    const room = COMMENT_ATTACHMENTS_MAX - items.length - uploading.length;
    if (files.length > room) {
      toast({
        title: 'Too many attachments',
        description: `A comment takes at most ${COMMENT_ATTACHMENTS_MAX} files.`,
        variant: 'destructive',
      });
    }
    for (const file of files.slice(0, Math.max(0, room))) {
      setUploading((u) => [...u, file.name]);
      try {
        const e = await upload.mutateAsync(file);
        setItems((list) => [...list, { id: e.id, title: e.title, fileName: e.fileName }]);
      } catch (error) {
        toast({
          title: `${file.name} not attached`,
          description: errorMessage(error),
          variant: 'destructive',
        });
      } finally {
        setUploading((u) => {
          const i = u.indexOf(file.name);
          return i < 0 ? u : [...u.slice(0, i), ...u.slice(i + 1)];
        });
      }
    }
  };
  return {
    items,
    uploading,
    add,
    remove: (id: string) => setItems((list) => list.filter((a) => a.id !== id)),
    clear: () => setItems([]),
  };
};

type ComposerProps = {
  /** What the comment is about (shared with the list's "This question"). */
  subject: CommentSubject;
  /** evidence:write: attachments are stored as evidence. */
  canAttach: boolean;
};

/** §5 Comment post: about the questionnaire or one question, with @mentions and files. */
export const CommentComposer = ({ subject, canAttach }: ComposerProps) => {
  const { questionnaireId, candidates } = useCommentsContext();
  const post = usePostComment(questionnaireId);
  const attachments = useAttachments();
  const fileInput = useRef<HTMLInputElement>(null);
  const filesHint = useId();
  const [text, setText] = useState('');
  const target = subject.subject;

  const blank = !commentContent(text).ok;
  const busy = post.isPending || attachments.uploading.length > 0;
  const errors = postErrors(post.error);

  const submit = () => {
    if (blank || busy) return;
    post.mutate(
      {
        content: text.trim(),
        targetType: target === WHOLE ? 'questionnaire' : 'question',
        targetId: target === WHOLE ? null : target,
        attachmentIds: attachments.items.map((a) => a.id),
      },
      {
        onSuccess: () => {
          setText('');
          attachments.clear();
          toast({ title: COLLABORATION_MESSAGES.commentAdded, duration: COLLAB_TOAST_DURATION_MS });
        },
      },
    );
  };

  return (
    <form
      aria-label="New comment"
      className="flex flex-col gap-2 border-b border-border px-4 py-3"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <SubjectSelect label="About" value={subject} error={errors.target} />
      <Field label="Comment" error={errors.content}>
        {(p) => (
          <MentionInput
            {...p}
            value={text}
            onChange={(next) => {
              setText(next);
              if (post.isError) post.reset();
            }}
            candidates={candidates}
            onSubmit={submit}
            maxLength={QUESTIONNAIRE_LIMITS.commentMax}
            placeholder="Write a comment; type @ to mention someone"
          />
        )}
      </Field>
      {attachments.items.length > 0 || attachments.uploading.length > 0 ? (
        <ul aria-label="Files to attach" className="flex flex-col gap-1">
          {attachments.items.map((a) => (
            <li
              key={a.id}
              className="flex items-center gap-2 rounded-md border border-border bg-surface py-0.5 pr-0.5 pl-2 text-[13px]"
            >
              <Paperclip className="size-3.5 shrink-0 text-muted" aria-hidden />
              <span className="min-w-0 flex-1 truncate" title={a.fileName}>
                {a.title}
              </span>
              <Button
                size="icon-sm"
                variant="ghost"
                aria-label={`Remove ${a.title}`}
                onClick={() => attachments.remove(a.id)}
              >
                <X aria-hidden />
              </Button>
            </li>
          ))}
          {attachments.uploading.map((name, i) => (
            <li
              key={`${name}-${i}`}
              className="flex h-8 items-center gap-2 px-2 text-[13px] text-muted"
            >
              <Loader2 className="size-3.5 animate-spin" aria-hidden />
              Uploading {name}…
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex items-center gap-2">
        {canAttach ? (
          <>
            <input
              ref={fileInput}
              type="file"
              multiple
              hidden
              accept={EVIDENCE_ACCEPT}
              onChange={(e) => {
                const files = [...(e.currentTarget.files ?? [])];
                e.currentTarget.value = '';
                void attachments.add(files);
              }}
            />
            <Button
              size="sm"
              variant="ghost"
              aria-describedby={filesHint}
              onClick={() => fileInput.current?.click()}
            >
              <Paperclip aria-hidden />
              Attach files
            </Button>
            <span id={filesHint} className="sr-only">
              Files are stored as evidence of the organisation.
            </span>
          </>
        ) : null}
        <Button
          type="submit"
          size="sm"
          variant="primary"
          className="ml-auto"
          disabled={blank || attachments.uploading.length > 0}
          loading={post.isPending}
        >
          Post
        </Button>
      </div>
    </form>
  );
};

/** A reply under a thread: the text and its mentions; it takes the thread's subject. */
export const ReplyForm = ({ parentId, onDone }: { parentId: string; onDone: () => void }) => {
  const { questionnaireId, candidates } = useCommentsContext();
  const post = usePostComment(questionnaireId);
  const [text, setText] = useState('');
  const blank = !commentContent(text).ok;
  const submit = () => {
    if (blank || post.isPending) return;
    post.mutate(
      { content: text.trim(), parentId },
      {
        onSuccess: () => {
          onDone();
          toast({ title: COLLABORATION_MESSAGES.commentAdded, duration: COLLAB_TOAST_DURATION_MS });
        },
      },
    );
  };
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Field label="Reply" error={postErrors(post.error).content}>
        {(p) => (
          <MentionInput
            {...p}
            autoFocus
            value={text}
            onChange={setText}
            candidates={candidates}
            onSubmit={submit}
            maxLength={QUESTIONNAIRE_LIMITS.commentMax}
          />
        )}
      </Field>
      <div className="flex justify-end gap-2">
        <Button size="sm" onClick={onDone}>
          Cancel
        </Button>
        <Button size="sm" type="submit" variant="primary" disabled={blank} loading={post.isPending}>
          Post reply
        </Button>
      </div>
    </form>
  );
};
