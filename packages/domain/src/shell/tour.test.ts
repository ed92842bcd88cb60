import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canStart,
  initialTourState,
  placeCard,
  shouldAutoStart,
  spotlightRect,
  stepDelay,
  TOUR_AUTO_ADVANCE_MS,
  TOUR_CARD_HEIGHT,
  TOUR_EDGE_MARGIN,
  TOUR_TARGET_OFFSET,
  tourAvailability,
  tourCardWidth,
  tourKeyAction,
  tourReducer,
  type TourAction,
  type TourState,
} from './tour.ts';

const started = (stepCount: number, stepIndex = 0): TourState => ({
  ...tourReducer(initialTourState, { type: 'start', tourId: 't', stepCount }),
  stepIndex,
});

describe('tourCardWidth', () => {
  it.each([
    [320, 288],
    [640, 608],
    [641, 380],
    [700, 380],
    [768, 380],
    [769, 420],
    [1024, 420],
    [1025, 450],
    [1920, 450],
  ])('at %i px the card is %i px wide', (width, expected) => {
    expect(tourCardWidth(width)).toBe(expected);
  });

  it('never goes negative on a tiny viewport', () => {
    expect(tourCardWidth(10)).toBe(0);
  });
});

describe('placeCard', () => {
  const viewport = { width: 1280, height: 800 };
  const card = { width: 450, height: 300 };

  it('centres the card without a target or for position center', () => {
    const centred = { top: 250, left: 415, side: 'center' };
    expect(placeCard(null, 'bottom', viewport, card)).toEqual(centred);
    expect(
      placeCard({ top: 10, left: 10, width: 50, height: 50 }, 'center', viewport, card),
    ).toEqual(centred);
  });

  it('assumes the spec card size when none is measured', () => {
    const p = placeCard(null, 'center', viewport);
    expect(p).toEqual({
      top: (800 - TOUR_CARD_HEIGHT) / 2,
      left: (1280 - 450) / 2,
      side: 'center',
    });
  });

  it('puts the card below the target, offset by 20, centred on it', () => {
    const p = placeCard({ top: 100, left: 400, width: 200, height: 40 }, 'bottom', viewport, card);
    expect(p).toEqual({ top: 140 + TOUR_TARGET_OFFSET, left: 500 - 225, side: 'bottom' });
  });

  it('puts the card right of a sidebar, clamped to the top margin', () => {
    const p = placeCard({ top: 0, left: 0, width: 256, height: 800 }, 'right', viewport, card);
    expect(p).toEqual({ top: 250, left: 256 + TOUR_TARGET_OFFSET, side: 'right' });
    const tall = placeCard({ top: 0, left: 0, width: 256, height: 40 }, 'right', viewport, card);
    expect(tall.top).toBe(TOUR_EDGE_MARGIN);
  });

  it('flips to the opposite side when only that side fits', () => {
    const p = placeCard({ top: 20, left: 400, width: 200, height: 40 }, 'top', viewport, card);
    expect(p.side).toBe('bottom');
    expect(p.top).toBe(60 + TOUR_TARGET_OFFSET);
  });

  it('clamps into the viewport when neither side fits', () => {
    const p = placeCard({ top: 0, left: 0, width: 1280, height: 800 }, 'right', viewport, card);
    expect(p).toEqual({ top: 250, left: 1280 - 450 - TOUR_EDGE_MARGIN, side: 'right' });
  });

  it('pins a card larger than the viewport to the top-left margin', () => {
    const p = placeCard(null, 'center', { width: 300, height: 200 }, { width: 400, height: 450 });
    expect(p).toEqual({ top: TOUR_EDGE_MARGIN, left: TOUR_EDGE_MARGIN, side: 'center' });
  });

  it('keeps the card inside the viewport for any target', () => {
    const rect = fc.record({
      top: fc.integer({ min: -500, max: 2000 }),
      left: fc.integer({ min: -500, max: 3000 }),
      width: fc.integer({ min: 0, max: 2000 }),
      height: fc.integer({ min: 0, max: 2000 }),
    });
    const side = fc.constantFrom('center', 'top', 'bottom', 'left', 'right' as const);
    fc.assert(
      fc.property(rect, side, fc.integer({ min: 360, max: 2560 }), (r, s, w) => {
        const vp = { width: w, height: 900 };
        const size = { width: tourCardWidth(w), height: 400 };
        const p = placeCard(r, s, vp, size);
        expect(p.left).toBeGreaterThanOrEqual(TOUR_EDGE_MARGIN);
        expect(p.top).toBeGreaterThanOrEqual(TOUR_EDGE_MARGIN);
        expect(p.left + size.width).toBeLessThanOrEqual(w - TOUR_EDGE_MARGIN);
        expect(p.top + size.height).toBeLessThanOrEqual(900 - TOUR_EDGE_MARGIN);
      }),
    );
  });
});

describe('spotlightRect', () => {
  it('grows the target by 4 px on every side', () => {
    expect(spotlightRect({ top: 10, left: 20, width: 100, height: 30 })).toEqual({
      top: 6,
      left: 16,
      width: 108,
      height: 38,
    });
  });
});

describe('stepDelay', () => {
  it.each([
    [undefined, TOUR_AUTO_ADVANCE_MS],
    [0, TOUR_AUTO_ADVANCE_MS],
    [8000, 8000],
  ])('nextStepDelay %s waits %i ms', (nextStepDelay, expected) => {
    expect(stepDelay(nextStepDelay === undefined ? {} : { nextStepDelay })).toBe(expected);
  });
});

describe('prerequisites and availability', () => {
  const second = { id: 'b', prerequisites: ['a'] };

  it.each([
    [[], false],
    [['x'], false],
    [['a'], true],
  ])('with %j completed the tour can start: %s', (completed, expected) => {
    expect(canStart(second, completed)).toBe(expected);
  });

  it('a skipped prerequisite does not unlock the next tour', () => {
    expect(tourAvailability(second, { completedTours: [], skippedTours: ['a'] })).toBe('locked');
  });

  it.each([
    [{ completedTours: ['a', 'b'], skippedTours: ['b'] }, 'completed'],
    [{ completedTours: ['a'], skippedTours: ['b'] }, 'skipped'],
    [{ completedTours: ['a'], skippedTours: [] }, 'not-started'],
  ] as const)('%j shows as %s', (progress, expected) => {
    expect(tourAvailability(second, progress)).toBe(expected);
  });

  it.each([
    [{ completedTours: [], skippedTours: [] }, true],
    [{ completedTours: ['a'], skippedTours: [] }, false],
    [{ completedTours: [], skippedTours: ['a'] }, false],
  ])('auto-start for %j: %s', (progress, expected) => {
    expect(shouldAutoStart('a', progress)).toBe(expected);
  });
});

describe('tourReducer', () => {
  it('starts inactive and becomes active at step 0 on start', () => {
    expect(initialTourState.status).toBe('inactive');
    expect(started(9)).toEqual({
      status: 'active',
      tourId: 't',
      stepIndex: 0,
      stepCount: 9,
      autoPlay: false,
    });
  });

  it('does not start a tour without steps', () => {
    expect(tourReducer(initialTourState, { type: 'start', tourId: 't', stepCount: 0 })).toBe(
      initialTourState,
    );
  });

  it.each<[string, TourState, TourAction, Partial<TourState>]>([
    ['next moves forward', started(9, 3), { type: 'next' }, { stepIndex: 4, status: 'active' }],
    [
      'next on the last step completes',
      started(9, 8),
      { type: 'next' },
      { stepIndex: 8, status: 'completed' },
    ],
    ['previous on the first step stays', started(9, 0), { type: 'previous' }, { stepIndex: 0 }],
    ['previous moves back', started(9, 5), { type: 'previous' }, { stepIndex: 4 }],
    ['jump to a dot', started(9, 0), { type: 'jump', index: 6 }, { stepIndex: 6 }],
    ['jump to the last dot', started(9, 0), { type: 'jump', index: 8 }, { stepIndex: 8 }],
    ['jump past the end is ignored', started(9, 2), { type: 'jump', index: 9 }, { stepIndex: 2 }],
    ['jump below zero is ignored', started(9, 2), { type: 'jump', index: -1 }, { stepIndex: 2 }],
    [
      'jump to a fraction is ignored',
      started(9, 2),
      { type: 'jump', index: 1.5 },
      { stepIndex: 2 },
    ],
    ['complete ends the tour', started(9, 2), { type: 'complete' }, { status: 'completed' }],
    ['skip ends the tour', started(9, 2), { type: 'skip' }, { status: 'skipped' }],
    ['tick does nothing while paused', started(9, 2), { type: 'tick' }, { stepIndex: 2 }],
    ['toggleAuto starts auto play', started(9, 2), { type: 'toggleAuto' }, { autoPlay: true }],
  ])('%s', (_name, state, action, expected) => {
    expect(tourReducer(state, action)).toMatchObject(expected);
  });

  it('auto play advances on tick, pauses, and stops when the tour completes', () => {
    let s = tourReducer(started(2), { type: 'toggleAuto' });
    s = tourReducer(s, { type: 'tick' });
    expect(s).toMatchObject({ stepIndex: 1, autoPlay: true });
    expect(tourReducer(s, { type: 'pause' })).toMatchObject({ stepIndex: 1, autoPlay: false });
    s = tourReducer(s, { type: 'tick' });
    expect(s).toMatchObject({ status: 'completed', autoPlay: false, stepIndex: 1 });
  });

  it('a finished tour can be started again from the first step', () => {
    const done = tourReducer(started(3, 2), { type: 'next' });
    expect(tourReducer(done, { type: 'start', tourId: 't', stepCount: 3 })).toMatchObject({
      status: 'active',
      stepIndex: 0,
    });
  });

  const action: fc.Arbitrary<TourAction> = fc.oneof(
    fc.record({
      type: fc.constant('start' as const),
      tourId: fc.string(),
      stepCount: fc.integer({ min: -2, max: 12 }),
    }),
    fc.constantFrom<TourAction>(
      { type: 'next' },
      { type: 'previous' },
      { type: 'complete' },
      { type: 'skip' },
      { type: 'toggleAuto' },
      { type: 'pause' },
      { type: 'tick' },
    ),
    fc.record({
      type: fc.constant('jump' as const),
      index: fc.oneof(fc.integer({ min: -20, max: 20 }), fc.double()),
    }),
  );

  it('keeps the step index in range for any sequence of actions', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 60 }), (actions) => {
        let s = initialTourState;
        for (const a of actions) {
          s = tourReducer(s, a);
          expect(Number.isInteger(s.stepIndex)).toBe(true);
          expect(s.stepIndex).toBeGreaterThanOrEqual(0);
          expect(s.stepIndex).toBeLessThanOrEqual(Math.max(0, s.stepCount - 1));
          if (s.status === 'active') expect(s.stepCount).toBeGreaterThanOrEqual(1);
        }
      }),
    );
  });

  it('ignores every action but start once a tour is completed or skipped', () => {
    const finished = fc.constantFrom(
      tourReducer(started(5, 4), { type: 'next' }),
      tourReducer(started(5, 1), { type: 'skip' }),
    );
    const navigation = action.filter((a) => a.type !== 'start');
    fc.assert(
      fc.property(finished, fc.array(navigation, { maxLength: 30 }), (done, actions) => {
        const after = actions.reduce(tourReducer, done);
        expect(after).toEqual(done);
        expect(after.autoPlay).toBe(false);
      }),
    );
  });
});

describe('tourKeyAction', () => {
  it.each<[string, boolean, TourAction | null]>([
    [' ', true, { type: 'toggleAuto' }],
    ['ArrowRight', true, { type: 'next' }],
    ['ArrowLeft', true, { type: 'previous' }],
    ['Escape', true, { type: 'skip' }],
    ['Escape', false, null],
    ['Enter', true, null],
  ])('%j (skip allowed: %s) maps to %j', (key, allowSkip, expected) => {
    expect(tourKeyAction(key, allowSkip)).toEqual(expected);
  });
});
