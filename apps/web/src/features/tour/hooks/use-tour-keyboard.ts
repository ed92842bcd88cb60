import { useEffect } from 'react';
import { tourKeyAction, type TourAction } from '@rampart/domain';

const TYPING = 'input, textarea, select, [contenteditable=""], [contenteditable="true"]';
const PRESSABLE = 'button, a[href], [role="button"]';

/** The tour's keys (spec §4), listened to on the document while the overlay is open. */
export const useTourKeyboard = (dispatch: (action: TourAction) => void, allowSkip: boolean) => {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest(TYPING)) return;
      // Space on a focused button presses that button; it must not also toggle auto play.
      if (event.key === ' ' && target?.closest(PRESSABLE)) return;
      const action = tourKeyAction(event.key, allowSkip);
      if (!action) return;
      event.preventDefault();
      dispatch(action);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [dispatch, allowSkip]);
};
