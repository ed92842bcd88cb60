import { describe, expect, it } from 'vitest';
import { FACT_STATE_LABELS, factState, siteReadNote, siteWasRead } from './fact-state.ts';

describe('what the vendor page says of a fact', () => {
  it.each([
    [true, true, 'found'],
    [true, false, 'found'],
    [false, true, 'not_found'],
    [false, false, 'not_read'],
  ] as const)('value %s, site read %s → %s', (hasValue, read, state) => {
    expect(factState(hasValue, read)).toBe(state);
  });

  it('never says "not found" before the site was read, nor "not read yet" after', () => {
    for (const read of [true, false]) {
      const said = [factState(false, read), factState(true, read)];
      expect(said.includes('not_found') && said.includes('not_read')).toBe(false);
    }
    expect(FACT_STATE_LABELS).toEqual({
      not_found: 'Not found on the site',
      not_read: 'Not read yet',
    });
  });

  it('reads "read" from the last successful reading only', () => {
    expect(siteWasRead({ lastFetchedAt: null })).toBe(false);
    expect(siteWasRead({ lastFetchedAt: '2026-11-30T10:00:00.000Z' })).toBe(true);
    expect(
      siteReadNote({ lastFetchedAt: '2026-11-30T10:00:00.000Z', website: 'https://a.example' }),
    ).toBe('Site last read Nov 30, 2026, 10:00 UTC.');
    expect(siteReadNote({ lastFetchedAt: null, website: 'https://a.example' })).toMatch(
      /has not been read yet/,
    );
    expect(siteReadNote({ lastFetchedAt: null, website: '' })).toMatch(/no website/);
  });
});
