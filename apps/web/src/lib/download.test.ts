import { describe, expect, it } from 'vitest';
import { fileNameFrom } from './download.ts';

describe('fileNameFrom', () => {
  it('reads the file name of a Content-Disposition header', () => {
    expect(fileNameFrom('attachment; filename="rampart-risks-2026-11-22.csv"', 'x')).toBe(
      'rampart-risks-2026-11-22.csv',
    );
    expect(fileNameFrom("attachment; filename*=UTF-8''risks%20q4.xlsx", 'x')).toBe('risks q4.xlsx');
  });

  it('falls back when there is none', () => {
    expect(fileNameFrom(null, 'risks.csv')).toBe('risks.csv');
    expect(fileNameFrom('inline', 'risks.csv')).toBe('risks.csv');
  });
});
