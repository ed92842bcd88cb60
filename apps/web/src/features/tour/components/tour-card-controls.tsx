import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { isLastStep, type TourAction, type TourState } from '@rampart/domain';
import { cn } from '../../../lib/cn.ts';

type ControlProps = { state: TourState; dispatch: (action: TourAction) => void };

const button =
  'inline-flex h-8 items-center gap-1 rounded-md px-3 text-sm font-medium aria-disabled:cursor-not-allowed aria-disabled:opacity-50';
const secondary = `${button} border border-border bg-elevated text-fg hover:bg-hover`;
const quiet = `${button} text-muted hover:bg-hover hover:text-fg`;

/** One dot per step; each jumps to its step. */
export const TourStepDots = ({ state, dispatch }: ControlProps) => (
  <div role="group" aria-label="Tour steps" className="flex flex-wrap justify-center gap-1">
    {Array.from({ length: state.stepCount }, (_, index) => {
      const current = index === state.stepIndex;
      return (
        <button
          key={index}
          type="button"
          aria-label={`Go to step ${index + 1}`}
          aria-current={current ? 'step' : undefined}
          onClick={() => dispatch({ type: 'jump', index })}
          className="group grid size-6 place-items-center rounded-full"
        >
          <span
            className={cn(
              'block h-2 rounded-full transition-all',
              current ? 'w-5 bg-accent' : 'w-2 bg-border-strong group-hover:bg-muted',
            )}
          />
        </button>
      );
    })}
  </div>
);

const Key = ({ children }: { children: string }) => (
  <kbd className="rounded border border-border bg-elevated px-1.5 py-0.5 font-sans text-[11px] text-fg">
    {children}
  </kbd>
);

export const TourKeyboardHints = ({ allowSkip }: { allowSkip: boolean }) => (
  <div
    data-testid="tour-keyboard-hints"
    className="hidden sm:flex flex-wrap items-center justify-center gap-x-3 gap-y-1 rounded-md bg-surface px-3 py-1.5 text-xs text-muted"
  >
    <span className="inline-flex items-center gap-1">
      <Key>Space</Key> play or pause
    </span>
    <span className="inline-flex items-center gap-1">
      <Key>←</Key>
      <Key>→</Key> move
    </span>
    {allowSkip ? (
      <span className="inline-flex items-center gap-1">
        <Key>Esc</Key> skip
      </span>
    ) : null}
  </div>
);

/** Skip, Auto/Pause, Previous and Next (Complete on the last step). */
export const TourControls = ({
  state,
  dispatch,
  allowSkip,
}: ControlProps & { allowSkip: boolean }) => {
  const last = isLastStep(state);
  return (
    <div className="flex flex-wrap items-center gap-2">
      {allowSkip ? (
        <button type="button" className={quiet} onClick={() => dispatch({ type: 'skip' })}>
          Skip tour
        </button>
      ) : null}
      <button
        type="button"
        className={cn(quiet, 'ml-auto')}
        onClick={() => dispatch({ type: 'toggleAuto' })}
      >
        {state.autoPlay ? (
          <Pause className="size-4" aria-hidden />
        ) : (
          <Play className="size-4" aria-hidden />
        )}
        {state.autoPlay ? 'Pause' : 'Auto'}
      </button>
      <button
        type="button"
        className={secondary}
        // aria-disabled rather than disabled keeps focus on the button at the first step.
        aria-disabled={state.stepIndex === 0}
        onClick={() => dispatch({ type: 'previous' })}
      >
        <ChevronLeft className="size-4" aria-hidden />
        {/* Icon only on phones so the four controls fit one row; the name stays for AT. */}
        <span className="max-sm:sr-only">Previous</span>
      </button>
      <button
        type="button"
        className={cn(button, 'bg-accent text-accent-fg hover:opacity-90')}
        onClick={() => dispatch({ type: last ? 'complete' : 'next' })}
      >
        {last ? 'Complete' : 'Next'}
        {last ? null : <ChevronRight className="size-4" aria-hidden />}
      </button>
    </div>
  );
};
