import { describe, expect, it } from 'vitest';
import { pngLayout } from './heatmap-png.ts';

describe('pngLayout', () => {
  it('fits the 5×5 grid, its labels and the legend rows', () => {
    const one = pngLayout(1);
    expect(one.grid).toBe(one.cell * 5);
    expect(one.width).toBeGreaterThanOrEqual(one.left + one.grid);
    expect(one.height).toBeGreaterThan(one.top + one.grid);
    expect(pngLayout(2).height - one.height).toBe(28);
    expect(one.scale).toBe(2);
  });
});
