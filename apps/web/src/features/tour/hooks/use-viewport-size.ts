import { useEffect, useState } from 'react';
import type { Size } from '@rampart/domain';

const read = (): Size => ({ width: window.innerWidth, height: window.innerHeight });

/** The layout viewport, kept current so the card re-sizes and re-places on resize. */
export const useViewportSize = (): Size => {
  const [size, setSize] = useState(read);
  useEffect(() => {
    const update = () =>
      setSize((prev) => {
        const next = read();
        return prev.width === next.width && prev.height === next.height ? prev : next;
      });
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return size;
};
