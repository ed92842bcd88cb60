import { useLayoutEffect, useRef } from 'react';

type Wanted<S> = { ready: (state: S) => boolean; target: () => HTMLElement | null; force: boolean };

const focusLost = () => {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected;
};

/**
 * Moves focus once `state` shows what an action made of it. An action may replace the button
 * that started it (Accept becomes Reopen), and focus would fall to the top of the page. Focus
 * moves only if it was lost, or when `force` says so (a dialog closing hands it over).
 */
export const useFocusAfter = <S>(state: S) => {
  const latest = useRef(state);
  const wanted = useRef<Wanted<S> | null>(null);
  useLayoutEffect(() => {
    latest.current = state;
    const w = wanted.current;
    if (!w?.ready(state)) return;
    wanted.current = null;
    if (w.force || focusLost()) w.target()?.focus();
  }, [state]);
  return (ready: (state: S) => boolean, target: () => HTMLElement | null, force = false) => {
    if (!ready(latest.current)) {
      wanted.current = { ready, target, force };
    } else if (force || focusLost()) {
      target()?.focus();
    }
  };
};
