import { describe, expect, it } from 'vitest';
import { stackOf } from './fonts.ts';
import { printableIn } from './pdf-writer.ts';

// What the PDF writer's fonts print of a string (the report builder used to turn every character
// outside Windows-1252 into a near ASCII letter or "?"; issue 19).

describe('printableIn', () => {
  it.each([
    ['Aug 27 – Nov 25, 2026', 'Aug 27 – Nov 25, 2026'],
    ['“Quoted” … — © ® ™ € •', '“Quoted” … — © ® ™ € •'],
    ['Score ≥ 12, ≤ 5, ≠ 3 → ✓ ①', 'Score ≥ 12, ≤ 5, ≠ 3 → ✓ ①'],
    ['Łódź, Zoë, Łukasz, Dvořák, Győr, Nguyễn', 'Łódź, Zoë, Łukasz, Dvořák, Győr, Nguyễn'],
    ['東京 株式会社 カタカナ ひらがな', '東京 株式会社 カタカナ ひらがな'],
    ['Ελληνικά Иван Петров', 'Ελληνικά Иван Петров'],
    ['Q3 review 🚀 done', 'Q3 review done'],
    ['x 👍🏽 🇫🇷 1️⃣', 'x 1'],
    ['עברית ok', '? ok'],
    ['a\tb\r\nc\u0000d', 'a b\nc d'],
    ['zero\u200bwidth\ufeff', 'zerowidth'],
    ['narrow\u202fspace', 'narrow space'],
    ['two  spaces', 'two  spaces'],
  ])('%j → %j', (input, output) => {
    expect(printableIn('regular', input)).toBe(output);
  });

  it('leaves only characters the face has, whatever the input', () => {
    const has = (cp: number) => stackOf('bold').some((f) => f.has(cp));
    const all = Array.from({ length: 0x3100 }, (_, i) => String.fromCodePoint(i)).join('');
    for (const text of [all, '😀🧪𝔘𝔫𝔦']) {
      const out = printableIn('bold', text);
      expect([...out].filter((ch) => ch !== '\n' && !has(ch.codePointAt(0)!))).toEqual([]);
    }
  });
});
