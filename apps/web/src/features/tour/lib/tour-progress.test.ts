import { describe, expect, it } from 'vitest';
import { isDashboardPath, withTourOutcome } from './tour-progress.ts';

const prefs = {
  favorites: ['/dashboard'],
  completedTours: ['a'],
  skippedTours: ['b'],
  sidebarCollapsed: false,
};

describe('withTourOutcome', () => {
  it.each([
    ['b', 'completed', ['a', 'b'], []],
    ['a', 'skipped', [], ['b', 'a']],
    ['a', null, [], ['b']],
    ['c', 'completed', ['a', 'c'], ['b']],
  ] as const)('%s %s', (tourId, outcome, completed, skipped) => {
    const next = withTourOutcome(prefs, tourId, outcome);
    expect(next.completedTours).toEqual(completed);
    expect(next.skippedTours).toEqual(skipped);
    expect(next.favorites).toBe(prefs.favorites);
  });

  it('does not change the cached object', () => {
    withTourOutcome(prefs, 'a', null);
    expect(prefs.completedTours).toEqual(['a']);
  });
});

describe('isDashboardPath', () => {
  it.each([
    ['/dashboard', true],
    ['/dashboard/risks', true],
    ['/dashboards', false],
    ['/auth/login', false],
    ['/', false],
  ])('%s: %s', (path, expected) => {
    expect(isDashboardPath(path)).toBe(expected);
  });
});
