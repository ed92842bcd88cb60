import { describe, expect, it } from 'vitest';
import { dataUrlToBlob, fileNameFrom } from './download.ts';

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

describe('dataUrlToBlob', () => {
  it('decodes the bytes and keeps the type', async () => {
    const blob = dataUrlToBlob('data:image/png;base64,iVBORw0K');
    expect(blob.type).toBe('image/png');
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a,
    ]);
  });
});
