import { formatNumber } from '@rampart/domain';
import { Plus } from 'lucide-react';
import type { FrameworkItem } from '@rampart/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { FormMessage } from '../../../components/ui/field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useTrackFramework } from '../api/track-framework.ts';

type AddFrameworkDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The frameworks not tracked yet. */
  frameworks: readonly FrameworkItem[];
};

/** Picks a framework to track; each one is added at once, the dialog stays for the next. */
export const AddFrameworkDialog = ({ open, onOpenChange, frameworks }: AddFrameworkDialogProps) => {
  const track = useTrackFramework();
  const pendingId = track.isPending ? track.variables : null;
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        if (!o) track.reset();
        onOpenChange(o);
      }}
    >
      <DialogContent
        title="Add a framework"
        description="Track a framework to see how far your controls, tests and evidence meet it."
        className="min-w-[min(560px,calc(100vw-2rem))]"
      >
        {track.isError ? (
          <div className="mb-3">
            <FormMessage>Failed to track the framework: {errorMessage(track.error)}</FormMessage>
          </div>
        ) : null}
        {frameworks.length === 0 ? (
          <p className="text-sm text-muted">Every framework is tracked already.</p>
        ) : (
          <ul className="-mx-1 max-h-[60vh] divide-y divide-border overflow-y-auto">
            {frameworks.map((f) => (
              <li key={f.id} className="flex items-center gap-3 px-1 py-2.5">
                <div className="min-w-0 flex-1">
                  <p className="text-sm font-medium text-fg">{f.name}</p>
                  <p className="truncate text-xs text-muted">
                    {f.version} · {formatNumber(f.requirementCount)} requirements
                    {f.source === 'oscal' ? ' · OSCAL import' : ''}
                  </p>
                </div>
                <Button
                  size="sm"
                  aria-label={`Track ${f.name}`}
                  loading={pendingId === f.id}
                  disabled={track.isPending}
                  onClick={() =>
                    track.mutate(f.id, {
                      onSuccess: () => toast({ title: 'Framework tracked', description: f.name }),
                    })
                  }
                >
                  {pendingId === f.id ? null : <Plus aria-hidden />}
                  Track
                </Button>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
};
