/** Guided tour (shell spec §2, §3, §4, §9): definitions, pure state and card geometry. */
export const TOUR_AUTO_ADVANCE_MS = 5000;
export const TOUR_CARD_HEIGHT = 450;
export const TOUR_EDGE_MARGIN = 16;
export const TOUR_TARGET_OFFSET = 20;
export const TOUR_HIGHLIGHT_PADDING = 4;
/** Card widths by viewport: each applies up to and including its breakpoint. */
export const TOUR_CARD_WIDTHS = { desktop: 450, laptop: 420, tablet: 380 } as const;
export const TOUR_BREAKPOINTS = { laptop: 1024, tablet: 768, phone: 640 } as const;

export type TourPosition = 'center' | 'top' | 'bottom' | 'left' | 'right';
export type TourStepAction = 'click' | 'type' | 'hover' | 'scroll' | 'wait';
export type TourDifficulty = 'beginner' | 'intermediate' | 'advanced';

export type TourStep = {
  id: string;
  title: string;
  description: string;
  content: string;
  /** null for steps about the product as a whole, shown centred. */
  targetSelector: string | null;
  position: TourPosition;
  action?: TourStepAction;
  actionText?: string;
  highlightElement: boolean;
  showArrow: boolean;
  category: string;
  estimatedTime: string;
  tips: readonly string[];
  /** Auto-play delay before the next step; TOUR_AUTO_ADVANCE_MS when absent. */
  nextStepDelay?: number;
};

export type Tour = {
  id: string;
  title: string;
  description: string;
  category: string;
  estimatedTime: string;
  difficulty: TourDifficulty;
  prerequisites: readonly string[];
  steps: readonly TourStep[];
};

export const stepDelay = (step: Pick<TourStep, 'nextStepDelay'>): number =>
  step.nextStepDelay !== undefined && step.nextStepDelay > 0
    ? step.nextStepDelay
    : TOUR_AUTO_ADVANCE_MS;

/** A tour may start once every prerequisite tour has been completed (skipping does not count). */
export const canStart = (
  tour: Pick<Tour, 'prerequisites'>,
  completedTourIds: readonly string[],
): boolean => tour.prerequisites.every((id) => completedTourIds.includes(id));

export type TourProgress = { completedTours: readonly string[]; skippedTours: readonly string[] };
export type TourAvailability = 'completed' | 'skipped' | 'locked' | 'not-started';

/** What the Help menu shows for a tour; a completion outranks an older skip. */
export const tourAvailability = (
  tour: Pick<Tour, 'id' | 'prerequisites'>,
  progress: TourProgress,
): TourAvailability => {
  if (progress.completedTours.includes(tour.id)) return 'completed';
  if (!canStart(tour, progress.completedTours)) return 'locked';
  if (progress.skippedTours.includes(tour.id)) return 'skipped';
  return 'not-started';
};

/** First-visit rule: a user who has neither finished nor dismissed the tour gets it once. */
export const shouldAutoStart = (tourId: string, progress: TourProgress): boolean =>
  !progress.completedTours.includes(tourId) && !progress.skippedTours.includes(tourId);

export const tourCardWidth = (viewportWidth: number): number => {
  if (viewportWidth <= TOUR_BREAKPOINTS.phone) return Math.max(0, viewportWidth - 32);
  if (viewportWidth <= TOUR_BREAKPOINTS.tablet) {
    return Math.max(0, Math.min(TOUR_CARD_WIDTHS.tablet, viewportWidth - 48));
  }
  if (viewportWidth <= TOUR_BREAKPOINTS.laptop) return TOUR_CARD_WIDTHS.laptop;
  return TOUR_CARD_WIDTHS.desktop;
};

export type Rect = { top: number; left: number; width: number; height: number };
export type Size = { width: number; height: number };
export type CardPlacement = { top: number; left: number; side: TourPosition };

/** The spotlight: the target grown by the highlight padding on every side. */
export const spotlightRect = (target: Rect, padding = TOUR_HIGHLIGHT_PADDING): Rect => ({
  top: target.top - padding,
  left: target.left - padding,
  width: target.width + padding * 2,
  height: target.height + padding * 2,
});

const clamp = (value: number, min: number, max: number): number =>
  // When the card is larger than the viewport, pin it to the start edge so its top stays readable.
  max < min ? min : Math.min(Math.max(value, min), max);

const OPPOSITE: Record<Exclude<TourPosition, 'center'>, Exclude<TourPosition, 'center'>> = {
  top: 'bottom',
  bottom: 'top',
  left: 'right',
  right: 'left',
};

const rawPlacement = (target: Rect, side: Exclude<TourPosition, 'center'>, card: Size) => {
  const midX = target.left + target.width / 2 - card.width / 2;
  const midY = target.top + target.height / 2 - card.height / 2;
  switch (side) {
    case 'top':
      return { top: target.top - card.height - TOUR_TARGET_OFFSET, left: midX };
    case 'bottom':
      return { top: target.top + target.height + TOUR_TARGET_OFFSET, left: midX };
    case 'left':
      return { top: midY, left: target.left - card.width - TOUR_TARGET_OFFSET };
    case 'right':
      return { top: midY, left: target.left + target.width + TOUR_TARGET_OFFSET };
  }
};

const fits = (p: { top: number; left: number }, card: Size, viewport: Size): boolean =>
  p.top >= TOUR_EDGE_MARGIN &&
  p.left >= TOUR_EDGE_MARGIN &&
  p.top + card.height <= viewport.height - TOUR_EDGE_MARGIN &&
  p.left + card.width <= viewport.width - TOUR_EDGE_MARGIN;

/**
 * Where the step card goes: beside the target on the asked side (or the opposite side when only
 * that one fits), centred without a target, and always kept inside the viewport by the margin.
 */
export const placeCard = (
  target: Rect | null,
  position: TourPosition,
  viewport: Size,
  card: Size = { width: tourCardWidth(viewport.width), height: TOUR_CARD_HEIGHT },
): CardPlacement => {
  const maxTop = viewport.height - card.height - TOUR_EDGE_MARGIN;
  const maxLeft = viewport.width - card.width - TOUR_EDGE_MARGIN;
  const inside = (p: { top: number; left: number }, side: TourPosition): CardPlacement => ({
    top: clamp(p.top, TOUR_EDGE_MARGIN, maxTop),
    left: clamp(p.left, TOUR_EDGE_MARGIN, maxLeft),
    side,
  });
  if (!target || position === 'center') {
    return inside(
      { top: (viewport.height - card.height) / 2, left: (viewport.width - card.width) / 2 },
      'center',
    );
  }
  const preferred = rawPlacement(target, position, card);
  if (!fits(preferred, card, viewport)) {
    const flipped = rawPlacement(target, OPPOSITE[position], card);
    if (fits(flipped, card, viewport)) return inside(flipped, OPPOSITE[position]);
  }
  return inside(preferred, position);
};

export type TourStatus = 'inactive' | 'active' | 'completed' | 'skipped';

export type TourState = {
  status: TourStatus;
  tourId: string | null;
  /** Always within [0, stepCount - 1] (0 when there are no steps). */
  stepIndex: number;
  stepCount: number;
  autoPlay: boolean;
};

export type TourAction =
  | { type: 'start'; tourId: string; stepCount: number }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'jump'; index: number }
  | { type: 'complete' }
  | { type: 'skip' }
  | { type: 'toggleAuto' }
  | { type: 'pause' }
  | { type: 'tick' };

export const initialTourState: TourState = {
  status: 'inactive',
  tourId: null,
  stepIndex: 0,
  stepCount: 0,
  autoPlay: false,
};

const finish = (state: TourState, status: 'completed' | 'skipped'): TourState => ({
  ...state,
  status,
  autoPlay: false,
});

const advance = (state: TourState): TourState =>
  state.stepIndex >= state.stepCount - 1
    ? finish(state, 'completed')
    : { ...state, stepIndex: state.stepIndex + 1 };

/**
 * The tour state machine (spec §4). Only an active tour navigates; a finished one waits for a
 * new start, so a late auto-play tick or key press cannot reopen it.
 */
export const tourReducer = (state: TourState, action: TourAction): TourState => {
  if (action.type === 'start') {
    const stepCount = Math.floor(action.stepCount);
    // A tour without steps has nothing to show; starting it would break the index invariant.
    if (!Number.isFinite(stepCount) || stepCount < 1) return state;
    return { status: 'active', tourId: action.tourId, stepIndex: 0, stepCount, autoPlay: false };
  }
  if (state.status !== 'active') return state;
  switch (action.type) {
    case 'next':
      return advance(state);
    case 'tick':
      return state.autoPlay ? advance(state) : state;
    case 'previous':
      return state.stepIndex === 0 ? state : { ...state, stepIndex: state.stepIndex - 1 };
    case 'jump':
      return Number.isInteger(action.index) && action.index >= 0 && action.index < state.stepCount
        ? { ...state, stepIndex: action.index }
        : state;
    case 'complete':
      return finish(state, 'completed');
    case 'skip':
      return finish(state, 'skipped');
    case 'toggleAuto':
      return { ...state, autoPlay: !state.autoPlay };
    case 'pause':
      return state.autoPlay ? { ...state, autoPlay: false } : state;
  }
};

export const isLastStep = (state: TourState): boolean => state.stepIndex >= state.stepCount - 1;

/** Share of the tour reached, in percent, counting the current step as reached. */
export const tourPercent = (state: TourState): number =>
  state.stepCount < 1 ? 0 : ((state.stepIndex + 1) / state.stepCount) * 100;

/** Keyboard map (spec §4): Space plays/pauses, arrows navigate, Escape skips if allowed. */
export const tourKeyAction = (key: string, allowSkip: boolean): TourAction | null => {
  switch (key) {
    case ' ':
    case 'Spacebar':
      return { type: 'toggleAuto' };
    case 'ArrowRight':
      return { type: 'next' };
    case 'ArrowLeft':
      return { type: 'previous' };
    case 'Escape':
      return allowSkip ? { type: 'skip' } : null;
    default:
      return null;
  }
};
