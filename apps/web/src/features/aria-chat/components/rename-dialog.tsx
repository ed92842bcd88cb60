import { useState, type FormEvent } from 'react';
import { renameConversationBodySchema, type Conversation } from '@rampart/contracts';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
} from '../../../components/ui/dialog.tsx';
import { Field, FormMessage } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage, fieldIssues } from '../../../lib/api-client.ts';
import { useRenameConversation } from '../api/rename-conversation.ts';

/** Renames a conversation; the title is checked with the server's own schema. */
export const RenameDialog = ({
  conversation,
  onClose,
}: {
  conversation: Conversation;
  onClose: () => void;
}) => {
  const [title, setTitle] = useState(conversation.title);
  const [error, setError] = useState<string | undefined>();
  const rename = useRenameConversation();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = renameConversationBodySchema.safeParse({ title });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    rename.mutate(
      { id: conversation.id, title: parsed.data.title },
      {
        onSuccess: (c) => {
          toast({ title: 'Conversation renamed', description: c.title });
          onClose();
        },
        onError: (err) => setError(fieldIssues(err).find((i) => i.field === 'title')?.message),
      },
    );
  };

  const serverError =
    rename.isError && !fieldIssues(rename.error).length ? errorMessage(rename.error) : null;
  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent title="Rename conversation">
        <form onSubmit={submit} noValidate className="flex flex-col gap-3">
          {serverError ? <FormMessage>{serverError}</FormMessage> : null}
          <Field label="Title" error={error}>
            {(props) => (
              <Input
                {...props}
                value={title}
                onChange={(e) => setTitle(e.target.value)}
                autoFocus
              />
            )}
          </Field>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button type="submit" variant="primary" loading={rename.isPending}>
              Save
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
};
