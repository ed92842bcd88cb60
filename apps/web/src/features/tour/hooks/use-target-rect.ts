import { useLayoutEffect, useState } from 'react';
import type { Rect } from '@rampart/domain';

const sameRect = (a: Rect | null, b: Rect | null): boolean =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.top === b.top &&
    a.left === b.left &&
    a.width === b.width &&
    a.height === b.height);

const measure = (selector: string): { element: Element; rect: Rect } | null => {
  const element = document.querySelector(selector);
  if (!element) return null;
  const r = element.getBoundingClientRect();
  // A hidden element (display: none) has an empty box; treat it as absent so the card centres.
  if (r.width === 0 && r.height === 0) return null;
  return { element, rect: { top: r.top, left: r.left, width: r.width, height: r.height } };
};

const outOfView = (rect: Rect): boolean =>
  rect.top < 0 ||
  rect.left < 0 ||
  rect.top + rect.height > window.innerHeight ||
  rect.left + rect.width > window.innerWidth;

/**
 * The on-screen box of a step's target, or null when the page does not have it. Re-measured on
 * resize, on scroll in any container, when the target resizes, and when the DOM changes (the
 * target may render after the step opens, for example once a page's data arrives).
 */
export const useTargetRect = (selector: string | null): Rect | null => {
  const [rect, setRect] = useState<Rect | null>(null);

  useLayoutEffect(() => {
    if (!selector) {
      setRect(null);
      return;
    }
    let frame = 0;
    let observed: Element | null = null;
    let scrolled = false;
    const resizeObserver = new ResizeObserver(() => schedule());

    const update = () => {
      const found = measure(selector);
      if (found && found.element !== observed) {
        if (observed) resizeObserver.unobserve(observed);
        observed = found.element;
        resizeObserver.observe(observed);
      }
      if (found && !scrolled && outOfView(found.rect)) {
        scrolled = true;
        const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        found.element.scrollIntoView({ block: 'center', behavior: smooth ? 'smooth' : 'auto' });
      }
      const next = found?.rect ?? null;
      // Unchanged boxes must not re-render, or the overlay's own DOM changes would loop.
      setRect((prev) => (sameRect(prev, next) ? prev : next));
    };
    const schedule = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(update);
    };

    update();
    const mutationObserver = new MutationObserver(schedule);
    mutationObserver.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('resize', schedule);
    window.addEventListener('scroll', schedule, true);
    return () => {
      cancelAnimationFrame(frame);
      mutationObserver.disconnect();
      resizeObserver.disconnect();
      window.removeEventListener('resize', schedule);
      window.removeEventListener('scroll', schedule, true);
    };
  }, [selector]);

  return rect;
};
