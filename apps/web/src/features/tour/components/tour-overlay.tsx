import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import {
  placeCard,
  spotlightRect,
  stepDelay,
  TOUR_CARD_HEIGHT,
  TOUR_EDGE_MARGIN,
  tourCardWidth,
} from '@rampart/domain';
import { cn } from '../../../lib/cn.ts';
import { useDialogFocus } from '../hooks/use-dialog-focus.ts';
import { useTargetRect } from '../hooks/use-target-rect.ts';
import { useTour } from '../hooks/use-tour.ts';
import { useTourKeyboard } from '../hooks/use-tour-keyboard.ts';
import { useViewportSize } from '../hooks/use-viewport-size.ts';
import { TourCard } from './tour-card.tsx';

/** The card's rendered height; until measured, placement assumes the spec's 450 px. */
const useElementHeight = (ref: RefObject<HTMLElement | null>): number | null => {
  const [height, setHeight] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setHeight(element.offsetHeight));
    observer.observe(element);
    setHeight(element.offsetHeight);
    return () => observer.disconnect();
  }, [ref]);
  return height;
};

/**
 * The running tour: a dimmed backdrop with a spotlight around the step's target and the step
 * card beside it. The TourProvider renders it while a tour is active; do not mount it twice.
 */
export const TourOverlay = () => {
  const { state, tour, step, dispatch, allowSkip } = useTour();
  const cardRef = useRef<HTMLDivElement>(null);
  const viewport = useViewportSize();
  const rect = useTargetRect(step?.targetSelector ?? null);
  const cardHeight = useElementHeight(cardRef);
  useDialogFocus(cardRef);
  useTourKeyboard(dispatch, allowSkip);

  // Auto play is the spec'd feature: a real timer per step, restarted whenever the step changes.
  const delay = step ? stepDelay(step) : null;
  useEffect(() => {
    if (!state.autoPlay || delay === null) return;
    const timer = setTimeout(() => dispatch({ type: 'tick' }), delay);
    return () => clearTimeout(timer);
  }, [state.autoPlay, state.stepIndex, delay, dispatch]);

  if (!tour || !step) return null;

  const width = tourCardWidth(viewport.width);
  const size = { width, height: cardHeight ?? TOUR_CARD_HEIGHT };
  const placement = placeCard(rect, step.position, viewport, size);
  const spot = rect && step.highlightElement ? spotlightRect(rect) : null;

  return createPortal(
    <div className="fixed inset-0 z-[90]" data-testid="tour-overlay">
      {/* Clicking outside the card pauses auto play (spec §4) rather than closing the tour. */}
      <div
        aria-hidden
        data-testid="tour-backdrop"
        className={cn('absolute inset-0', !spot && 'bg-black/50 dark:bg-black/70')}
        // Keeps focus in the card; a click on the dimmed page should not move it to the page.
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => dispatch({ type: 'pause' })}
      />
      {spot ? (
        <div
          aria-hidden
          data-testid="tour-spotlight"
          className="pointer-events-none absolute rounded-lg shadow-[0_0_0_9999px_rgba(0,0,0,0.5)] dark:shadow-[0_0_0_9999px_rgba(0,0,0,0.7)] ring-2 ring-accent transition-all duration-200"
          style={{ top: spot.top, left: spot.left, width: spot.width, height: spot.height }}
        />
      ) : null}
      <TourCard
        ref={cardRef}
        tour={tour}
        step={step}
        state={state}
        dispatch={dispatch}
        allowSkip={allowSkip}
        target={rect}
        placement={placement}
        size={size}
        style={{
          top: placement.top,
          left: placement.left,
          width,
          maxHeight: Math.min(TOUR_CARD_HEIGHT, viewport.height - TOUR_EDGE_MARGIN * 2),
        }}
      />
    </div>,
    document.body,
  );
};
