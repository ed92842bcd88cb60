import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CatchBoundary } from '@tanstack/react-router';
import type { Preferences } from '@rampart/contracts';
import {
  canStart,
  initialTourState,
  tourReducer,
  TOURS,
  type Tour,
  type TourState,
} from '@rampart/domain';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { PREFERENCES_QUERY_KEY } from '../api/get-preferences.ts';
import { useRecordTourOutcome } from '../api/record-tour-outcome.ts';
import { TourContext, type TourContextValue } from '../hooks/use-tour.ts';

// The overlay is drawn only while a tour runs: its chunk loads when one starts, not with the shell
// (the first load's JavaScript budget, docs/decisions/008).
const TourOverlay = lazy(() =>
  import('./tour-overlay.tsx').then((m) => ({ default: m.TourOverlay })),
);

type TourProviderProps = {
  children: ReactNode;
  /** Whether Skip and Escape may end a tour early (spec §4). */
  allowSkip?: boolean;
  /** The tours that `start(id)` can find; the built-in ones by default. */
  tours?: readonly Tour[];
};

/** Holds the tour state, renders the overlay while a tour runs, and stores how each run ended. */
export const TourProvider = ({ children, allowSkip = true, tours = TOURS }: TourProviderProps) => {
  const [state, dispatch] = useReducer(tourReducer, initialTourState);
  const [tour, setTour] = useState<Tour | null>(null);
  const queryClient = useQueryClient();
  const { mutate: recordOutcome } = useRecordTourOutcome();
  // The reducer returns a new object only on a real transition, so each ending is reported once.
  const reported = useRef<TourState>(initialTourState);

  const start = useCallback(
    (tourOrId: string | Tour) => {
      const next = typeof tourOrId === 'string' ? tours.find((t) => t.id === tourOrId) : tourOrId;
      if (!next || next.steps.length === 0) return false;
      // Prerequisites are checked against what the server last said was completed.
      const preferences = queryClient.getQueryData<Preferences>(PREFERENCES_QUERY_KEY);
      if (!canStart(next, preferences?.completedTours ?? [])) return false;
      setTour(next);
      dispatch({ type: 'start', tourId: next.id, stepCount: next.steps.length });
      toast({ title: 'Tour Started', description: next.title });
      return true;
    },
    [tours, queryClient],
  );

  useEffect(() => {
    if (state.status !== 'completed' && state.status !== 'skipped') return;
    if (reported.current === state || !state.tourId) return;
    reported.current = state;
    if (state.status === 'completed') {
      toast({
        title: 'Tour Completed!',
        description: tour ? `You finished ${tour.title}.` : undefined,
      });
    } else {
      toast({
        title: 'Tour Skipped',
        description: 'You can restart the tour anytime from the Help menu',
      });
    }
    recordOutcome(
      { tourId: state.tourId, outcome: state.status },
      {
        onError: (error) =>
          toast({
            title: 'Tour progress not saved',
            description: errorMessage(error),
            variant: 'destructive',
          }),
      },
    );
  }, [state, tour, recordOutcome]);

  const step = state.status === 'active' ? (tour?.steps[state.stepIndex] ?? null) : null;
  const value = useMemo<TourContextValue>(
    () => ({ state, tour, step, start, dispatch, allowSkip }),
    [state, tour, step, start, allowSkip],
  );

  return (
    <TourContext.Provider value={value}>
      {children}
      {step && tour ? (
        // The overlay's chunk may fail to load (a deploy renamed it, the network dropped): the
        // page must stay usable, so the tour is simply not drawn. A new tour tries again.
        <CatchBoundary
          getResetKey={() => tour.id}
          errorComponent={() => null}
          onCatch={(error) =>
            toast({
              title: 'The tour could not be shown',
              description: errorMessage(error),
              variant: 'destructive',
            })
          }
        >
          <Suspense fallback={null}>
            <TourOverlay />
          </Suspense>
        </CatchBoundary>
      ) : null}
    </TourContext.Provider>
  );
};
