import { useCallback, useSyncExternalStore } from 'react';

/** Whether the media query matches now; re-renders when it starts or stops matching. */
export const useMediaQuery = (query: string): boolean => {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
};

/**
 * Tailwind's `lg`: from this width the sidebar sits beside the page; below it (phones and
 * tablets) it is a drawer opened from the header.
 */
export const WIDE_SCREEN = '(min-width: 1024px)';
