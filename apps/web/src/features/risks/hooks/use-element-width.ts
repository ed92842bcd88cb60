import { useEffect, useState, type RefObject } from 'react';

/** The content width of an element, kept up to date as it resizes. */
export const useElementWidth = (ref: RefObject<HTMLElement | null>, initial = 1000): number => {
  const [width, setWidth] = useState(initial);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return width;
};
