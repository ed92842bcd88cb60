import { describe, expect, it } from 'vitest';
import { humanize, labelOf, labelOptions } from './labels.ts';

describe('labels', () => {
  it('lists options in the order of the values', () => {
    expect(labelOptions(['b', 'a'] as const, { a: 'A', b: 'B' })).toEqual([
      { value: 'b', label: 'B' },
      { value: 'a', label: 'A' },
    ]);
  });

  it.each([
    ['in_progress', 'In progress'],
    ['SOC2-TYPE_II', 'Soc2 type ii'],
    ['', '—'],
    ['__', '—'],
  ])('humanizes %j as %j', (value, text) => {
    expect(humanize(value)).toBe(text);
  });

  it('prefers a known label and never reads inherited keys', () => {
    expect(labelOf({ dpa: 'Data processing agreement' }, 'dpa')).toBe('Data processing agreement');
    expect(labelOf({}, 'toString')).toBe('Tostring');
  });
});
