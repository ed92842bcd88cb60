import { describe, expect, it } from 'vitest';
import { categorySegments, pieSlices, statusSegments } from './heatmap-groups.ts';
import type { MatrixCell } from '../../../lib/heatmap-matrix.ts';

const cell = (count: number, statuses: string[]): MatrixCell => ({
  likelihood: 3,
  impact: 3,
  score: 9,
  level: 'medium',
  count,
  top: statuses.map((status, i) => ({
    id: `r${i}`,
    title: 'R',
    score: 9,
    category: 'FINANCIAL',
    status,
  })),
});

describe('group segments', () => {
  it('keeps the categories that have risks, in a fixed order and colour', () => {
    const s = categorySegments(
      new Map([
        ['TECHNOLOGY', 2],
        ['FINANCIAL', 1],
        ['STRATEGIC', 0],
      ]),
    );
    expect(s.map((x) => [x.key, x.count, x.color])).toEqual([
      ['FINANCIAL', 1, 'var(--series-2)'],
      ['TECHNOLOGY', 2, 'var(--series-5)'],
    ]);
  });

  it('splits statuses exactly when every risk of the cell is listed', () => {
    const s = statusSegments(cell(3, ['assessed', 'identified', 'assessed']));
    expect(s.map((x) => [x.key, x.count])).toEqual([
      ['identified', 1],
      ['assessed', 2],
    ]);
  });

  it('says how many risks it could not place', () => {
    const s = statusSegments(cell(12, ['identified', 'identified', 'closed', 'closed', 'closed']));
    expect(s.at(-1)).toMatchObject({ key: 'other', label: 'Not broken down', count: 7 });
    expect(s.reduce((n, x) => n + x.count, 0)).toBe(12);
  });

  it('cuts a pie into slices that add up to one turn', () => {
    const slices = pieSlices([
      { key: 'a', label: 'A', count: 1, color: 'x' },
      { key: 'b', label: 'B', count: 3, color: 'y' },
    ]);
    expect(slices.map((s) => [s.start, s.end])).toEqual([
      [0, 0.25],
      [0.25, 1],
    ]);
    expect(pieSlices([])).toEqual([]);
  });
});
