import { describe, expect, it } from 'vitest';
import { bubbleDiameter, buildMatrix, maxCount } from './heatmap-matrix.ts';

describe('buildMatrix', () => {
  it('has all 25 cells, likelihood 5 on the top row and impact 1 on the left', () => {
    const m = buildMatrix([]);
    expect(m).toHaveLength(25);
    expect(m[0]).toMatchObject({ likelihood: 5, impact: 1, score: 5, level: 'low', count: 0 });
    expect(m[4]).toMatchObject({ likelihood: 5, impact: 5, score: 25, level: 'critical' });
    expect(m[24]).toMatchObject({ likelihood: 1, impact: 5, score: 5 });
  });

  it('places the server counts and names each level by the domain cut-offs', () => {
    const top = [{ id: 'r1', title: 'A', score: 12, category: 'FINANCIAL', status: 'identified' }];
    const m = buildMatrix([{ likelihood: 3, impact: 4, count: 7, level: 'medium', top }]);
    const cell = m.find((c) => c.likelihood === 3 && c.impact === 4)!;
    expect(cell).toMatchObject({ count: 7, score: 12, level: 'medium', top });
    expect(maxCount(m)).toBe(7);
    expect(m.find((c) => c.likelihood === 4 && c.impact === 4)!.level).toBe('high');
    expect(m.find((c) => c.likelihood === 3 && c.impact === 2)!.level).toBe('low');
  });
});

describe('bubbleDiameter', () => {
  it('is none for an empty cell', () => {
    expect(bubbleDiameter(0, 10, 100)).toBe(0);
    expect(bubbleDiameter(3, 0, 100)).toBe(0);
  });

  it('uses three sizes (40:60:80) by share of the fullest cell', () => {
    expect(bubbleDiameter(1, 9, 100)).toBe(32);
    expect(bubbleDiameter(3, 9, 100)).toBe(32);
    expect(bubbleDiameter(4, 9, 100)).toBe(48);
    expect(bubbleDiameter(6, 9, 100)).toBe(48);
    expect(bubbleDiameter(7, 9, 100)).toBe(64);
    expect(bubbleDiameter(9, 9, 72)).toBe(46);
  });
});
