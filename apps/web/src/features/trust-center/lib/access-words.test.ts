import { describe, expect, it } from 'vitest';
import type { TrustAccessRequest, TrustGrant } from '@rampart/contracts';
import {
  downloadsWords,
  grantPeriod,
  lastSignIn,
  requesterLine,
  requestSteps,
  waitingWords,
  whenWords,
} from './access-words.ts';

const now = new Date('2026-05-18T09:30:00.000Z').getTime();
const ann = { id: 'usr_1', name: 'Ann Lee' };

describe('a moment in a sentence', () => {
  it.each([
    ['2026-05-18T09:29:30Z', 'just now'],
    ['2026-05-18T09:10:00Z', '20 min ago'],
    ['2026-05-18T08:05:00Z', 'at 08:05'],
    ['2026-05-17T11:00:00Z', 'on May 17, 11:00'],
    ['2025-12-31T23:00:00Z', 'on Dec 31, 2025'],
    ['not a date', '—'],
  ])('%s reads "%s"', (iso, words) => {
    expect(whenWords(iso, now, 'UTC')).toBe(words);
  });
});

const request = (change: Partial<TrustAccessRequest> = {}) => ({
  status: 'unconfirmed' as TrustAccessRequest['status'],
  nda: null,
  autoApproved: false,
  createdAt: '2026-05-17T11:00:00Z',
  confirmedAt: null,
  decidedAt: null,
  decidedBy: null,
  ...change,
});
const nda = { version: 2, acceptedAt: '2026-05-17T11:05:00Z', ip: '203.0.113.7' };

describe('a request as the team reads it', () => {
  it('names the company and the address, or the address alone', () => {
    expect(requesterLine({ company: 'Acme Ltd', email: 'ann@acme.test' })).toBe(
      'Acme Ltd · ann@acme.test',
    );
    expect(requesterLine({ company: '  ', email: 'ann@acme.test' })).toBe('ann@acme.test');
  });

  it.each<[string, Partial<TrustAccessRequest>, string[]]>([
    ['unconfirmed', {}, ['Asked on May 17, 11:00']],
    [
      'pending under an NDA',
      { status: 'pending', confirmedAt: nda.acceptedAt, nda },
      ['Asked on May 17, 11:00', 'Accepted the NDA (version 2) on May 17, 11:05'],
    ],
    [
      'pending with no NDA in force',
      { status: 'pending', confirmedAt: '2026-05-18T08:05:00Z' },
      ['Asked on May 17, 11:00', 'Confirmed the email at 08:05, no NDA in force'],
    ],
    [
      'approved by the team',
      {
        status: 'approved',
        confirmedAt: nda.acceptedAt,
        nda,
        decidedAt: '2026-05-18T09:10:00Z',
        decidedBy: ann,
      },
      [
        'Asked on May 17, 11:00',
        'Accepted the NDA (version 2) on May 17, 11:05',
        'Approved by Ann Lee 20 min ago',
      ],
    ],
    [
      'approved by its domain',
      {
        status: 'approved',
        autoApproved: true,
        confirmedAt: nda.acceptedAt,
        nda,
        decidedAt: nda.acceptedAt,
      },
      [
        'Asked on May 17, 11:00',
        'Accepted the NDA (version 2) on May 17, 11:05',
        'Approved automatically on May 17, 11:05',
      ],
    ],
    [
      'denied by someone since gone',
      { status: 'denied', nda, confirmedAt: nda.acceptedAt, decidedAt: '2026-05-18T08:05:00Z' },
      [
        'Asked on May 17, 11:00',
        'Accepted the NDA (version 2) on May 17, 11:05',
        'Denied at 08:05',
      ],
    ],
  ])('%s', (_case, change, steps) => {
    expect(requestSteps(request(change), now, 'UTC')).toEqual(steps);
  });

  it('counts the requests waiting, and says nothing for none', () => {
    expect(waitingWords(0)).toBeNull();
    expect(waitingWords(1)).toBe('1 waiting for you');
    expect(waitingWords(1200)).toBe('1,200 waiting for you');
  });
});

const grant = (change: Partial<TrustGrant> = {}) => ({
  state: 'active' as TrustGrant['state'],
  expiresAt: '2026-06-17T09:30:00Z',
  revokedAt: null,
  revokedBy: null,
  lastUsedAt: null,
  ...change,
});

describe('a grant as the team reads it', () => {
  it.each<[Partial<TrustGrant>, string]>([
    [{}, 'Until Jun 17, 2026'],
    [{ state: 'expired', expiresAt: '2026-05-01T00:00:00Z' }, 'Ended May 1, 2026'],
    [
      { state: 'revoked', revokedAt: '2026-05-18T08:05:00Z', revokedBy: ann },
      'Revoked by Ann Lee at 08:05',
    ],
    [{ state: 'revoked', revokedAt: '2026-05-17T11:00:00Z' }, 'Revoked on May 17, 11:00'],
  ])('%j reads "%s"', (change, words) => {
    expect(grantPeriod(grant(change), now, 'UTC')).toBe(words);
  });

  it('says when the visitor last signed in, or that they never did', () => {
    expect(lastSignIn(grant(), now, 'UTC')).toBe('Never signed in');
    expect(lastSignIn(grant({ lastUsedAt: '2026-05-18T08:05:00Z' }), now, 'UTC')).toBe(
      'Last signed in at 08:05',
    );
  });

  it.each([
    [0, 'No downloads'],
    [1, '1 download'],
    [1204, '1,204 downloads'],
  ])('%d downloads read "%s"', (n, words) => {
    expect(downloadsWords(n)).toBe(words);
  });
});
