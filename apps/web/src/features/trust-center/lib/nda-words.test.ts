import { describe, expect, it } from 'vitest';
import { acceptancesWords, checkNda, ndaParts } from './nda-words.ts';

describe('an NDA version as the team reads it', () => {
  it('names its number, its day, its author and how many accepted it', () => {
    expect(
      ndaParts({
        version: 3,
        createdAt: '2026-05-17T11:00:00Z',
        createdBy: { id: 'usr_1', name: 'Ann Lee' },
        acceptances: 12,
      }),
    ).toEqual(['Version 3', 'May 17, 2026', 'by Ann Lee', '12 visitors accepted it']);
  });

  it('leaves out an author no longer known', () => {
    expect(
      ndaParts({ version: 1, createdAt: '2026-05-17T11:00:00Z', createdBy: null, acceptances: 0 }),
    ).toEqual(['Version 1', 'May 17, 2026', 'No visitor accepted it yet']);
  });

  it.each([
    [0, 'No visitor accepted it yet'],
    [1, '1 visitor accepted it'],
    [2500, '2,500 visitors accepted it'],
  ])('%d acceptances read "%s"', (n, words) => {
    expect(acceptancesWords(n)).toBe(words);
  });
});

describe('a new version', () => {
  it('is sent trimmed', () => {
    expect(checkNda('  The visitor keeps what they read confidential.  ')).toEqual({
      text: 'The visitor keeps what they read confidential.',
    });
  });

  it.each([
    ['', 'Write the agreement (at least 20 characters)'],
    ['Too short.          ', 'Write the agreement (at least 20 characters)'],
    ['x'.repeat(50_001), 'At most 50,000 characters'],
  ])('refuses %#: %s', (text, error) => {
    expect(checkNda(text)).toEqual({ error });
  });
});
