import { describe, expect, it } from 'vitest';
import { csvField } from '../../../lib/csv.ts';
import { heatmapCsv } from './heatmap-csv.ts';
import { buildMatrix } from '../../../lib/heatmap-matrix.ts';

describe('csvField', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a, b')).toBe('"a, b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(12)).toBe('12');
  });

  it('neutralises formulas', () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('-1')).toBe("'-1");
  });
});

describe('heatmapCsv', () => {
  it('writes a header and the 25 cells with counts and top risks', () => {
    const csv = heatmapCsv(
      buildMatrix([
        {
          likelihood: 5,
          impact: 5,
          count: 2,
          level: 'critical',
          top: [
            {
              id: 'r1',
              title: 'Ransomware, on laptops',
              score: 25,
              category: 'TECHNOLOGY',
              status: 'identified',
            },
            { id: 'r2', title: 'Fraud', score: 25, category: 'FINANCIAL', status: 'assessed' },
          ],
        },
      ]),
    );
    const lines = csv.trimEnd().split('\r\n');
    expect(lines).toHaveLength(26);
    expect(lines[0]).toBe(
      'Likelihood,Likelihood label,Impact,Impact label,Score,Level,Risks,Top risks',
    );
    expect(lines[1]).toBe('5,Very High,1,Very Low,5,low,0,');
    expect(lines[5]).toBe(
      '5,Very High,5,Very High,25,critical,2,"Ransomware, on laptops (25, r1) | Fraud (25, r2)"',
    );
  });
});
