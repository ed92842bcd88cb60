import { useEffect, useState } from 'react';

/**
 * The element's inner width in px, kept up to date as it resizes; null before it is measured.
 * Takes the element itself (held in state by a callback ref), so a frame drawn only once data
 * has come is measured when it appears.
 */
export const useElementWidth = (el: Element | null): number | null => {
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    if (!el) return;
    setWidth(el.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(el.clientWidth));
    observer.observe(el);
    return () => observer.disconnect();
  }, [el]);
  return width;
};
