import { describe, expect, it } from 'vitest';
import type { TrustFrameworkSnapshot } from '@rampart/contracts';
import { percentWords, snapshotCounts, snapshotFigure, snapshotOf } from './framework-snapshot.ts';

const snapshot = (
  frameworkId: string,
  summary: Partial<TrustFrameworkSnapshot['summary']> = {},
): TrustFrameworkSnapshot => ({
  frameworkId,
  frameworkName: 'ISO/IEC 27001',
  frameworkVersion: '2022',
  takenAt: '2026-12-06T10:30:00.000Z',
  summary: {
    total: 34,
    met: 20,
    partlyMet: 4,
    notMet: 8,
    notApplicable: 2,
    percentMet: 62.5,
    percentProgress: 68.75,
    ...summary,
  },
});

describe('a framework’s frozen figures', () => {
  it('say the share met and the day they were taken', () => {
    expect(snapshotFigure(snapshot('fw_1'))).toBe(
      '62.5% of applicable requirements met, as of Dec 6, 2026',
    );
  });

  it.each([
    [62.5, '62.5%'],
    [100, '100%'],
    [0, '0%'],
    [33.333, '33.3%'],
  ])('%d reads %s', (n, words) => {
    expect(percentWords(n)).toBe(words);
  });

  it('count the requirements behind the figure, leaving out what is none', () => {
    expect(snapshotCounts(snapshot('fw_1').summary)).toBe(
      '34 requirements: 20 met · 4 partly met · 8 not met · 2 not applicable',
    );
    expect(
      snapshotCounts(
        snapshot('fw_1', { total: 1, met: 1, partlyMet: 0, notMet: 0, notApplicable: 0 }).summary,
      ),
    ).toBe('1 requirement: 1 met');
    expect(
      snapshotCounts(
        snapshot('fw_1', { total: 0, met: 0, partlyMet: 0, notMet: 0, notApplicable: 0 }).summary,
      ),
    ).toBe('0 requirements');
  });

  it('are found by framework, or not at all before the first', () => {
    const list = [snapshot('fw_1'), snapshot('fw_2', { percentMet: 10 })];
    expect(snapshotOf(list, 'fw_2')?.summary.percentMet).toBe(10);
    expect(snapshotOf(list, 'fw_3')).toBeNull();
    expect(snapshotOf(undefined, 'fw_1')).toBeNull();
  });
});
