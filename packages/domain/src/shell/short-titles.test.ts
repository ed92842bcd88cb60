import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shortTitles } from './short-titles.ts';

const CONTROL = 'Quarterly user access review for production systems';

describe('short titles that stay distinct', () => {
  it('leaves titles that fit alone', () => {
    expect(shortTitles(['Weak passwords', 'Backups untested'], 40)).toEqual([
      'Weak passwords',
      'Backups untested',
    ]);
  });

  it('cuts a long title at a word, with an ellipsis, when nothing else reads the same', () => {
    const [one] = shortTitles([`${CONTROL}: three leavers kept access`], 40);
    expect(one).toBe('Quarterly user access review for…');
    expect(one!.length).toBeLessThanOrEqual(40);
  });

  it('two findings on one control show the part that tells them apart', () => {
    const titles = [
      `${CONTROL}: three leavers kept access`,
      `${CONTROL}: review signed late`,
      'Backups untested',
    ];
    const shown = shortTitles(titles, 40);
    expect(shown[0]).toBe('Quarterly… three leavers kept access');
    expect(shown[1]).toBe('Quarterly… review signed late');
    expect(shown[2]).toBe('Backups untested');
    expect(new Set(shown).size).toBe(3);
    for (const s of shown) expect(s.length).toBeLessThanOrEqual(40);
  });

  it('monthly records differing only at their end keep their month', () => {
    const shown = shortTitles(
      [`${CONTROL}: test record, May 2026`, `${CONTROL}: test record, June 2026`],
      30,
    );
    expect(shown[0]).toMatch(/May 2026$/);
    expect(shown[1]).toMatch(/June 2026$/);
  });

  it('the same title twice reads the same (nothing tells them apart)', () => {
    const t = `${CONTROL}: duplicate`;
    const shown = shortTitles([t, t], 30);
    expect(shown[0]).toBe(shown[1]);
  });

  it('never shows two different titles the same way', () => {
    const word = fc.constantFrom('access', 'review', 'late', 'backup', 'key', 'MFA', 'vendor');
    const title = fc.array(word, { minLength: 1, maxLength: 14 }).map((w) => w.join(' '));
    fc.assert(
      fc.property(
        fc.array(title, { maxLength: 8 }),
        fc.integer({ min: 12, max: 60 }),
        (ts, max) => {
          const shown = shortTitles(ts, max);
          for (let i = 0; i < ts.length; i += 1)
            for (let j = 0; j < ts.length; j += 1)
              if (ts[i] !== ts[j]) expect(shown[i]).not.toBe(shown[j]);
        },
      ),
    );
  });
});
