import { useEffect, useRef } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { PLATFORM_OVERVIEW_TOUR_ID, shouldAutoStart } from '@rampart/domain';
import { usePreferences } from '../api/get-preferences.ts';
import { useTour } from '../hooks/use-tour.ts';
import { isDashboardPath } from '../lib/tour-progress.ts';

/**
 * Starts the platform overview once for a user who has neither completed nor skipped it, on a
 * dashboard page. Mount it inside TourProvider, within the router.
 */
export const TourAutoStart = ({ tourId = PLATFORM_OVERVIEW_TOUR_ID }: { tourId?: string }) => {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const { data: preferences } = usePreferences();
  const { state, start } = useTour();
  // Decide once per mount: the stored result arrives after a skip, and must not race a restart.
  const decided = useRef(false);

  useEffect(() => {
    if (decided.current || !preferences || !isDashboardPath(pathname)) return;
    if (state.status === 'active') return;
    decided.current = true;
    if (shouldAutoStart(tourId, preferences)) start(tourId);
  }, [preferences, pathname, state.status, start, tourId]);

  return null;
};
