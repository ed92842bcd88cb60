import { useCallback, useState } from 'react';

/**
 * The content width of an element, kept up to date as it resizes. Returns the width and a ref
 * callback: the element may come and go (the register swaps its table for an empty state and
 * back), and each new one is observed in turn.
 */
export const useElementWidth = (
  initial = 1000,
): [number, (el: HTMLElement | null) => (() => void) | undefined] => {
  const [width, setWidth] = useState(initial);
  const measure = useCallback((el: HTMLElement | null) => {
    if (!el) return undefined;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [width, measure];
};
