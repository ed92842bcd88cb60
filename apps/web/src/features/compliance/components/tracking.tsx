import { Plus } from 'lucide-react';
import type { FrameworkItem } from '@rampart/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/dialog.tsx';
import { FormMessage } from '../../../components/ui/field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useTrackFramework } from '../api/track-framework.ts';
import { useUntrackFramework } from '../api/untrack-framework.ts';

type Framework = Pick<FrameworkItem, 'id' | 'name'>;

/** Shown on the page of a framework the organisation does not track, with the way to start. */
export const UntrackedBanner = ({
  framework,
  canUpdate,
}: {
  framework: Framework;
  canUpdate: boolean;
}) => {
  const track = useTrackFramework();
  return (
    <div className="mb-4 flex flex-col gap-2">
      <FormMessage tone="info">
        You do not track this framework: it is not counted on Framework Status.
      </FormMessage>
      {canUpdate ? (
        <div>
          <Button
            loading={track.isPending}
            onClick={() =>
              track.mutate(framework.id, {
                onSuccess: () => toast({ title: 'Framework tracked', description: framework.name }),
              })
            }
          >
            {track.isPending ? null : <Plus aria-hidden />}
            Track {framework.name}
          </Button>
        </div>
      ) : null}
      {track.isError ? (
        <FormMessage>Failed to track the framework: {errorMessage(track.error)}</FormMessage>
      ) : null}
    </div>
  );
};

/** Asks before a framework leaves Framework Status; what was mapped and decided stays. */
export const UntrackDialog = ({
  framework,
  open,
  onOpenChange,
}: {
  framework: Framework;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) => {
  const untrack = useUntrackFramework();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(o) => {
        if (!o) untrack.reset();
        onOpenChange(o);
      }}
      title={`Stop tracking ${framework.name}?`}
      description="It leaves Framework Status. Its mapped controls, evidence and applicability decisions stay, and come back if you track it again."
      confirmLabel={untrack.isError ? 'Retry' : 'Stop tracking'}
      pending={untrack.isPending}
      onConfirm={() =>
        untrack.mutate(framework.id, {
          onSuccess: () => {
            toast({ title: 'Framework no longer tracked', description: framework.name });
            onOpenChange(false);
          },
        })
      }
    >
      {untrack.isError ? (
        <FormMessage>Failed to stop tracking: {errorMessage(untrack.error)}</FormMessage>
      ) : null}
    </ConfirmDialog>
  );
};
