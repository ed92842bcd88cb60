import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from './csv.ts';

describe('csv', () => {
  it('quotes, neutralises formulas and writes empty cells for nulls', () => {
    expect(csvField(null)).toBe('');
    expect(csvField('-1')).toBe("'-1");
    expect(
      toCsv(
        ['a', 'b'],
        [
          [1, null],
          ['x,y', '=1+1'],
        ],
      ),
    ).toBe('a,b\r\n1,\r\n"x,y",\'=1+1\r\n');
  });
});
