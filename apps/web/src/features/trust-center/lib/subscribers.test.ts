import { describe, expect, it } from 'vitest';
import { confirmedWords, subscriberParts } from './subscribers.ts';

describe('a subscriber as the team reads it', () => {
  it('is subscribed since the day it confirmed', () => {
    expect(
      subscriberParts({
        status: 'confirmed',
        createdAt: '2026-05-10T09:00:00Z',
        confirmedAt: '2026-05-11T08:00:00Z',
      }),
    ).toEqual({ status: 'Subscribed', since: 'since May 11, 2026' });
  });

  it('is waiting from the day it asked until it confirms', () => {
    expect(
      subscriberParts({ status: 'pending', createdAt: '2026-05-10T09:00:00Z', confirmedAt: null }),
    ).toEqual({ status: 'Not confirmed yet', since: 'asked on May 10, 2026' });
  });

  it.each([
    [0, '0 confirmed subscribers'],
    [1, '1 confirmed subscriber'],
    [4500, '4,500 confirmed subscribers'],
  ])('%d reads "%s"', (n, words) => {
    expect(confirmedWords(n)).toBe(words);
  });
});
