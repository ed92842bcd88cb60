import { createContext, useContext } from 'react';
import type { Tour, TourAction, TourState, TourStep } from '@rampart/domain';

export type TourContextValue = {
  state: TourState;
  /** The running (or last run) tour; null before any tour has started. */
  tour: Tour | null;
  step: TourStep | null;
  /**
   * Starts a built-in tour by id, or a custom tour definition. False when the tour is unknown,
   * has no steps, or waits for a prerequisite tour to be completed.
   */
  start: (tour: string | Tour) => boolean;
  dispatch: (action: TourAction) => void;
  allowSkip: boolean;
};

export const TourContext = createContext<TourContextValue | null>(null);

export const useTour = (): TourContextValue => {
  const value = useContext(TourContext);
  if (!value) throw new Error('useTour must be used inside <TourProvider>');
  return value;
};
