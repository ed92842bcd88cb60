import { useRef } from 'react';
import type { LibraryEntryView } from '@rampart/contracts';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
} from '../../../components/ui/dialog.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useRemoveLibraryEntry } from '../api/remove-library-entry.ts';

type Props = {
  /** The entry to remove; null: the dialog is closed. */
  entry: LibraryEntryView | null;
  onClose: () => void;
  /** Once removed: its Remove button is gone, so focus goes somewhere that stays. */
  onRemoved: () => void;
};

/** Asks before taking an approved answer out of the library. */
export const RemoveEntryDialog = ({ entry, onClose, onRemoved }: Props) => {
  const remove = useRemoveLibraryEntry();
  const removed = useRef(false);
  const confirm = () => {
    if (!entry) return;
    remove.mutate(entry.id, {
      onSuccess: () => {
        toast({ title: 'Answer removed from the library', description: entry.question });
        removed.current = true;
        onClose();
      },
      onError: (err) =>
        toast({
          title: 'Failed to remove the answer',
          description: errorMessage(err),
          variant: 'destructive',
        }),
    });
  };
  return (
    <Dialog
      open={entry !== null}
      onOpenChange={(open) => {
        if (!open) {
          remove.reset();
          onClose();
        }
      }}
    >
      <DialogContent
        title="Remove this answer from the library?"
        description="Drafting will no longer reuse it. The questionnaires already answered keep their answers."
        onCloseAutoFocus={(event) => {
          if (!removed.current) return;
          removed.current = false;
          event.preventDefault();
          onRemoved();
        }}
      >
        {entry ? (
          <p className="rounded-md border border-border bg-surface px-3 py-2 text-[13px] break-words text-fg">
            {entry.question}
          </p>
        ) : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button variant="danger" loading={remove.isPending} onClick={confirm}>
            Remove answer
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
};
