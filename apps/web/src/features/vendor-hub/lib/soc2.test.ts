import { describe, expect, it } from 'vitest';
import type { FrameworkItem } from '@rampart/contracts';
import { soc2Readiness } from './soc2.ts';

const framework = (over: Partial<FrameworkItem> = {}): FrameworkItem => ({
  id: 'SOC2',
  name: 'SOC 2',
  version: '2017',
  description: '',
  source: 'builtin',
  selected: true,
  requirementCount: 60,
  summary: {
    total: 60,
    met: 30,
    partlyMet: 10,
    notMet: 15,
    notApplicable: 5,
    percentMet: 54.5,
    percentProgress: 63.6,
  },
  abilities: { update: true, delete: false },
  ...over,
});

describe('soc2Readiness', () => {
  it('reads the tracked framework’s counts: applicable excludes not applicable', () => {
    expect(soc2Readiness([framework({ id: 'ISO27001' }), framework()])).toMatchObject({
      kind: 'tracked',
      met: 30,
      applicable: 55,
      open: 25,
      percentMet: 54.5,
    });
  });

  it('says when the organisation does not track SOC 2', () => {
    expect(soc2Readiness([framework({ selected: false, summary: null })]).kind).toBe('untracked');
  });

  it('says when SOC 2 is not offered at all', () => {
    expect(soc2Readiness([framework({ id: 'ISO27001' })]).kind).toBe('missing');
    expect(soc2Readiness([]).kind).toBe('missing');
  });
});
