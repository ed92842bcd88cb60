import { useRef, useState } from 'react';
import { Check, Plus, Search } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
} from '../../../components/ui/dialog.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useControlSearch } from '../api/search-controls.ts';
import { useDebounced } from '../../../lib/use-debounced.ts';

type AddControlDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Controls already shown as columns. */
  shown: ReadonlySet<string>;
  onAdd: (controlId: string) => void;
};

const Results = ({
  text,
  shown,
  onAdd,
}: { text: string } & Pick<AddControlDialogProps, 'shown' | 'onAdd'>) => {
  const query = useControlSearch(text, true);
  if (query.isPending) {
    return (
      <div role="status" className="flex flex-col gap-2 p-3">
        <span className="sr-only">Searching controls</span>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-8 w-full" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <ErrorState
        title="Could not search controls"
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.data.length === 0) {
    return (
      <p className="px-3 py-6 text-center text-[13px] text-muted">
        {text
          ? `No control matches “${text}”.`
          : 'There are no controls yet. Create them under Controls.'}
      </p>
    );
  }
  return (
    <ul className="divide-y divide-border" aria-label="Controls">
      {query.data.map((c) => {
        const added = shown.has(c.id);
        return (
          <li key={c.id} className="flex items-center gap-3 px-3 py-2">
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm text-fg">{c.title}</p>
              <p className="text-xs text-muted capitalize">
                {c.type} · {c.status}
              </p>
            </div>
            <Button
              size="sm"
              disabled={added}
              onClick={() => onAdd(c.id)}
              aria-label={added ? `${c.title} is shown` : `Add ${c.title} as a column`}
            >
              {added ? <Check aria-hidden /> : <Plus aria-hidden />}
              {added ? 'Shown' : 'Add'}
            </Button>
          </li>
        );
      })}
    </ul>
  );
};

/** Picks controls to show as columns, so they can be mapped to the risks in place. */
export const AddControlDialog = ({ open, onOpenChange, shown, onAdd }: AddControlDialogProps) => {
  const [text, setText] = useState('');
  const settled = useDebounced(text.trim());
  const input = useRef<HTMLInputElement>(null);
  // The button just used turns into "Shown" (disabled): keep focus in the dialog, on the search.
  const add = (id: string) => {
    onAdd(id);
    input.current?.focus();
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Add control column"
        description="Search the controls by title or description. An added column stays until you remove it; a column with mappings is always shown."
        className="w-[min(520px,calc(100vw-2rem))]"
      >
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted"
            aria-hidden
          />
          <Input
            type="search"
            ref={input}
            autoFocus
            aria-label="Search controls"
            placeholder="Search controls"
            className="pl-8"
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </div>
        <div className="relative mt-3 max-h-80 overflow-auto rounded-md border border-border">
          {open ? <Results text={settled} shown={shown} onAdd={add} /> : null}
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="primary">Done</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
};
