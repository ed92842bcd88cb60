import { describe, expect, it } from 'vitest';
import { fitColumns, type ColumnSpec } from './columns.ts';

const cols: ColumnSpec<string>[] = [
  { key: 'select', width: 40 },
  { key: 'title', width: 200, grow: 2 },
  { key: 'category', width: 100, priority: 2 },
  { key: 'review', width: 100, priority: 1 },
];

describe('fitColumns', () => {
  it('shows every column when they fit', () => {
    const out = fitColumns(cols, 1000);
    expect(out.columns.map((c) => c.key)).toEqual(['select', 'title', 'category', 'review']);
    expect(out.template).toBe('40px minmax(200px, 2fr) 100px 100px');
  });

  it('hides the lowest priority first, keeping order', () => {
    expect(fitColumns(cols, 345).columns.map((c) => c.key)).toEqual([
      'select',
      'title',
      'category',
    ]);
    expect(fitColumns(cols, 300).columns.map((c) => c.key)).toEqual(['select', 'title']);
  });

  it('never hides columns without a priority', () => {
    expect(fitColumns(cols, 10).columns.map((c) => c.key)).toEqual(['select', 'title']);
  });
});
