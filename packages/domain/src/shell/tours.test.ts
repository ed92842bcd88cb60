import { describe, expect, it } from 'vitest';
import {
  canStart,
  findTour,
  PLATFORM_OVERVIEW_TOUR_ID,
  RISK_ASSESSMENT_TOUR_ID,
  TOURS,
} from './tours.ts';

describe('built-in tours', () => {
  it.each([
    [PLATFORM_OVERVIEW_TOUR_ID, 9, []],
    [RISK_ASSESSMENT_TOUR_ID, 6, [PLATFORM_OVERVIEW_TOUR_ID]],
  ])('%s has %i steps and prerequisites %j', (id, steps, prerequisites) => {
    const tour = findTour(id);
    expect(tour?.steps).toHaveLength(steps);
    expect(tour?.prerequisites).toEqual(prerequisites);
  });

  it('locks the risk assessment tour until the overview is completed', () => {
    const tour = findTour(RISK_ASSESSMENT_TOUR_ID)!;
    expect(canStart(tour, [])).toBe(false);
    expect(canStart(tour, [PLATFORM_OVERVIEW_TOUR_ID])).toBe(true);
  });

  it('explains every stage of the risk workflow', () => {
    const text = findTour(RISK_ASSESSMENT_TOUR_ID)!
      .steps.map((s) => `${s.title} ${s.content}`)
      .join(' ')
      .toLowerCase();
    for (const stage of ['identify', 'likelihood', 'impact', 'controls', 'test', 'monitor']) {
      expect(text).toContain(stage);
    }
  });

  it.each(TOURS.flatMap((t) => t.steps.map((s) => [t.id, s.id, s] as const)))(
    '%s / %s has text and a data-tour target',
    (_tourId, _stepId, step) => {
      expect(step.title.trim()).not.toBe('');
      expect(step.content.trim()).not.toBe('');
      // Targets are the data-tour hooks the layout provides; centred steps have none.
      if (step.targetSelector === null) expect(step.position).toBe('center');
      else expect(step.targetSelector).toMatch(/^\[data-tour="[a-z-]+"\]$/);
    },
  );

  it('uses unique step ids within each tour', () => {
    for (const tour of TOURS) {
      expect(new Set(tour.steps.map((s) => s.id)).size).toBe(tour.steps.length);
    }
  });
});
