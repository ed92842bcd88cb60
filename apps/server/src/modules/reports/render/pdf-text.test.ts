import { describe, expect, it } from 'vitest';
import { pdfSafe, pdfSafeDocument } from './pdf-text.ts';
import { reportDocument } from './report-document.fixtures.ts';

const WIN_ANSI_TEXT =
  /^[\n\u0020-\u007e\u00a0-\u00ff\u0152\u0153\u0160\u0161\u0178\u017d\u017e\u0192\u02c6\u02dc\u2013\u2014\u2018\u2019\u201a\u201c\u201d\u201e\u2020\u2021\u2022\u2026\u2030\u2039\u203a\u20ac\u2122]*$/u;

describe('pdfSafe', () => {
  it.each([
    ['Aug 27 – Nov 25, 2026', 'Aug 27 – Nov 25, 2026'],
    ['“Quoted” … — © ® ™ € •', '“Quoted” … — © ® ™ € •'],
    ['Score ≥ 12, ≤ 5, ≠ 3', 'Score >= 12, <= 5, != 3'],
    ['A → B − 1', 'A -> B - 1'],
    ['Łódź, Zoë, Ørsted, Dvořák, Győr', 'Lódz, Zoë, Ørsted, Dvorák, Gyor'],
    ['ﬁle ①', 'file 1'],
    ['Q3 review 🚀 done', 'Q3 review done'],
    ['x 👍🏽 🇫🇷 1️⃣', 'x 1'],
    ['株式会社 Tanaka', '? Tanaka'],
    ['Иван Петров', '? ?'],
    ['a\tb\r\nc\u0000d', 'a b\nc d'],
    ['zero\u200bwidth\ufeff', 'zerowidth'],
    ['narrow\u202fspace', 'narrow space'],
  ])('%j → %j', (input, output) => {
    expect(pdfSafe(input)).toBe(output);
  });

  it('leaves only characters WinAnsi holds, whatever the input', () => {
    const all = Array.from({ length: 0x3000 }, (_, i) => String.fromCodePoint(i)).join('');
    expect(pdfSafe(all)).toMatch(WIN_ANSI_TEXT);
    expect(pdfSafe('😀🧪𝔘𝔫𝔦')).toMatch(WIN_ANSI_TEXT);
  });

  it('makes every string of a document safe and keeps its shape', () => {
    const doc = reportDocument();
    const safe = pdfSafeDocument(doc);
    expect(safe.sections.map((s) => s.blocks.length)).toEqual(
      doc.sections.map((s) => s.blocks.length),
    );
    expect(JSON.stringify(safe)).not.toMatch(/[≥🚀株]/u);
    const table = safe.sections[1]!.blocks[0]!;
    expect(table.kind === 'table' && table.rows[0]![3]).toBe(1);
  });
});
