import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Check, CircleHelp, Lock } from 'lucide-react';
import {
  findTour,
  tourAvailability,
  TOURS,
  type Tour,
  type TourAvailability,
} from '@rampart/domain';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { usePreferences } from '../api/get-preferences.ts';
import { useResetTour } from '../api/reset-tour.ts';
import { useTour } from '../hooks/use-tour.ts';

const statusText = (tour: Tour, availability: TourAvailability): string => {
  switch (availability) {
    case 'completed':
      return 'Completed ✓';
    case 'skipped':
      return 'Skipped';
    case 'not-started':
      return 'Not started';
    case 'locked': {
      const names = tour.prerequisites.map((id) => findTour(id)?.title ?? id).join(', ');
      return `Locked: complete ${names} first`;
    }
  }
};

/** The Help button in the header: lists the guided tours with progress, and starts them. */
export const HelpMenu = ({ tours = TOURS }: { tours?: readonly Tour[] }) => {
  const { data: preferences } = usePreferences();
  const { start } = useTour();
  const { mutate: resetTour } = useResetTour();
  const progress = preferences ?? { completedTours: [], skippedTours: [] };

  const restart = (tour: Tour) =>
    resetTour(tour.id, {
      // The stored result is cleared first, so finishing the new run is recorded cleanly.
      onSuccess: () => start(tour),
      onError: (error) =>
        toast({
          title: 'Could not restart the tour',
          description: errorMessage(error),
          variant: 'destructive',
        }),
    });

  return (
    // Not modal: a modal menu hides the rest of the page with aria-hidden while its links stay
    // focusable, which axe reports as a serious violation (aria-hidden-focus).
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <button
          type="button"
          data-tour="help-menu"
          aria-label="Help"
          className="inline-flex size-8 items-center justify-center rounded-md text-muted hover:bg-hover hover:text-fg data-[state=open]:bg-hover"
        >
          <CircleHelp className="size-5" aria-hidden />
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 w-80 rounded-lg border border-border bg-elevated p-1 text-fg shadow-lg"
        >
          <DropdownMenu.Label className="px-2 pt-1.5 pb-1 text-xs font-medium text-muted">
            Guided tours
          </DropdownMenu.Label>
          {tours.map((tour) => {
            const availability = tourAvailability(tour, progress);
            const locked = availability === 'locked';
            const again = availability === 'completed' || availability === 'skipped';
            return (
              <DropdownMenu.Item
                key={tour.id}
                disabled={locked}
                data-testid={`help-tour-${tour.id}`}
                onSelect={() => (again ? restart(tour) : start(tour))}
                className="flex cursor-default items-start gap-3 rounded-md px-2 py-2 outline-none data-[disabled]:opacity-60 data-[highlighted]:bg-hover"
              >
                <span className="mt-0.5 text-muted" aria-hidden>
                  {availability === 'completed' ? (
                    <Check className="size-4 text-success-text" />
                  ) : locked ? (
                    <Lock className="size-4" />
                  ) : (
                    <CircleHelp className="size-4" />
                  )}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block text-sm font-medium">{tour.title}</span>
                  <span className="block text-xs text-muted">
                    {statusText(tour, availability)} · {tour.estimatedTime}
                  </span>
                </span>
                {locked ? null : (
                  <span className="self-center text-xs font-medium text-accent-text">
                    {again ? 'Restart' : 'Start'}
                  </span>
                )}
              </DropdownMenu.Item>
            );
          })}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
};
