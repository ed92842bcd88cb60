import { describe, expect, it } from 'vitest';
import { pdfLines } from '../../testing/pdf-lines.ts';
import { createPdf } from './pdf-writer.ts';

const NAMES = 'Zoë Łukasz 東京';

describe('createPdf', () => {
  it('prints Latin Extended, Greek, Cyrillic and CJK text as written, in every face', async () => {
    const { doc, bytes } = createPdf({ size: 'A4', info: { Title: NAMES } });
    doc.font('bold').fontSize(18).text(NAMES);
    doc.font('regular').fontSize(11).text('Ελληνικά, Иван Петров, Dvořák, Győr, Nguyễn, 株式会社');
    doc.font('italic').text(`Owner: ${NAMES}`);
    doc.font('regular').text('Score ≥ 12 → ✓');
    doc.end();
    const pdf = await bytes;
    process.stdout.write(`[pdf size] Unicode sample PDF: ${pdf.length} bytes\n`);
    const lines = await pdfLines(pdf);
    expect(lines).toEqual([
      NAMES,
      'Ελληνικά, Иван Петров, Dvořák, Győr, Nguyễn, 株式会社',
      `Owner: ${NAMES}`,
      'Score ≥ 12 → ✓',
    ]);
    expect(pdf.length).toBeLessThan(120_000);
  });

  it('wraps mixed text as one paragraph and measures it with the fonts that print it', async () => {
    const { doc, bytes } = createPdf({ size: 'A4' });
    const latin = doc.widthOfString('Zoë ');
    const mixed = doc.widthOfString('Zoë 東京');
    expect(mixed - latin).toBeGreaterThan(doc.widthOfString('MM'));
    const text = `${NAMES} `.repeat(12).trim();
    const height = doc.heightOfString(text, { width: 200 });
    const top = doc.y;
    doc.text(text, { width: 200 });
    expect(doc.y - top).toBeCloseTo(height, 0);
    doc.end();
    const lines = await pdfLines(await bytes);
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.join(' ').replace(/\s+/g, ' ')).toBe(text);
  });

  it('drops emoji and writes one "?" for a run of characters no font has', async () => {
    const { doc, bytes } = createPdf();
    doc.text('Q3 review 🚀 done, עברית ok');
    doc.end();
    expect(await pdfLines(await bytes)).toEqual(['Q3 review done, ? ok']);
  });

  it('refuses a font that is not one of its faces', () => {
    const { doc } = createPdf();
    expect(() => doc.font('Helvetica')).toThrow(/regular, bold, italic/);
    doc.end();
  });
});
