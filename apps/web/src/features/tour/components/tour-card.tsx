import { useId, type CSSProperties, type Ref } from 'react';
import {
  tourPercent,
  type CardPlacement,
  type Rect,
  type Size,
  type Tour,
  type TourAction,
  type TourState,
  type TourStep,
} from '@rampart/domain';
import { TourArrow } from './tour-arrow.tsx';
import { TourControls, TourKeyboardHints, TourStepDots } from './tour-card-controls.tsx';

type TourCardProps = {
  ref: Ref<HTMLDivElement>;
  tour: Tour;
  step: TourStep;
  state: TourState;
  dispatch: (action: TourAction) => void;
  allowSkip: boolean;
  /** The target's box, or null when this page does not show it. */
  target: Rect | null;
  placement: CardPlacement;
  /** The card's width and its measured (or assumed) height, for the arrow. */
  size: Size;
  style: CSSProperties;
};

/** The step card: where the tour is, what this step is about, and the controls to move on. */
export const TourCard = (props: TourCardProps) => {
  const { ref, tour, step, state, dispatch, allowSkip, target, placement, size, style } = props;
  const contentId = useId();
  const percent = Math.round(tourPercent(state));
  const stepNumber = state.stepIndex + 1;
  // Steps about pages the user is not on (or that are not built yet) still explain themselves.
  const targetMissing = step.targetSelector !== null && target === null;

  return (
    <div
      ref={ref}
      role="dialog"
      aria-modal="true"
      aria-label={step.title}
      aria-describedby={contentId}
      tabIndex={-1}
      data-testid="tour-card"
      data-step-id={step.id}
      className="absolute flex flex-col rounded-xl border border-border bg-elevated text-fg shadow-2xl transition-[top,left] duration-200 focus:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      style={style}
    >
      {step.showArrow && target ? (
        <TourArrow target={target} placement={placement} card={size} />
      ) : null}
      <div className="h-1 overflow-hidden rounded-t-xl bg-hover">
        <div
          role="progressbar"
          aria-label="Tour progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-full bg-accent transition-[width] duration-300"
          style={{ width: `${percent}%` }}
        />
      </div>

      <div className="min-h-0 flex-1 space-y-3 overflow-y-auto px-4 pt-4 pb-3 sm:px-5">
        <p className="text-xs text-muted" aria-live="polite">
          {tour.title} · Step <span data-testid="tour-step-number">{stepNumber}</span> of{' '}
          {state.stepCount}
        </p>
        <div>
          <h2 className="text-base font-semibold">{step.title}</h2>
          <p className="mt-0.5 text-sm text-muted">{step.description}</p>
        </div>
        <p id={contentId} className="text-sm leading-relaxed">
          {step.content}
        </p>
        {targetMissing ? (
          <p className="rounded-md border border-border bg-surface px-3 py-2 text-xs text-muted">
            This part of Rampart is on another page, so this step gives you an overview.
          </p>
        ) : null}
        {step.actionText && !targetMissing ? (
          <p className="rounded-md bg-accent-subtle px-3 py-2 text-xs text-accent-text">
            {step.actionText}
          </p>
        ) : null}
        {step.tips.length > 0 ? (
          <ul className="list-disc space-y-1 pl-4 text-xs text-muted">
            {step.tips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        ) : null}
      </div>

      <div className="space-y-3 border-t border-border px-4 py-3 sm:px-5">
        <TourStepDots state={state} dispatch={dispatch} />
        <TourKeyboardHints allowSkip={allowSkip} />
        <TourControls state={state} dispatch={dispatch} allowSkip={allowSkip} />
      </div>
    </div>
  );
};
