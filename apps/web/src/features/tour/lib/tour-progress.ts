import type { Preferences } from '@rampart/contracts';

export type TourOutcome = 'completed' | 'skipped';

/**
 * The server's rule for a tour result (a tour is in at most one list; null clears it), applied
 * locally so the Help menu and auto-start see the result before the request returns.
 */
export const withTourOutcome = (
  preferences: Preferences,
  tourId: string,
  outcome: TourOutcome | null,
): Preferences => {
  const completedTours = preferences.completedTours.filter((t) => t !== tourId);
  const skippedTours = preferences.skippedTours.filter((t) => t !== tourId);
  if (outcome === 'completed') completedTours.push(tourId);
  if (outcome === 'skipped') skippedTours.push(tourId);
  return { ...preferences, completedTours, skippedTours };
};

export const isDashboardPath = (pathname: string): boolean =>
  pathname === '/dashboard' || pathname.startsWith('/dashboard/');
