import { describe, expect, it } from 'vitest';
import { TRUST_ITEM_KINDS } from '@rampart/contracts';
import { DOWNLOAD_KIND_LABELS, downloadParts, viewerEmpty, visitorAddress } from './downloads.ts';

const now = new Date('2026-05-18T09:30:00.000Z').getTime();
const download = {
  kind: 'certification' as const,
  ip: '203.0.113.7',
  at: '2026-05-18T08:05:00Z',
  viewer: null,
};

describe('a download as the team reads it', () => {
  it('names what the file is, when it was taken and from which address', () => {
    expect(downloadParts(download, now, 'UTC')).toEqual({
      kind: 'Certification',
      when: '08:05',
      address: '203.0.113.7',
      viewer: null,
    });
  });

  it('names the approved visitor who took a restricted file', () => {
    const viewer = { grantId: 'tgr_1', email: 'ann@partner.example' };
    expect(downloadParts({ ...download, viewer }, now, 'UTC').viewer).toBe('ann@partner.example');
    expect(viewerEmpty('ann@partner.example')).toBe(
      'ann@partner.example has not downloaded anything yet.',
    );
  });

  it('reads the moment against today in the zone it is given', () => {
    const earlier = { ...download, kind: 'document' as const, at: '2026-05-17T11:00:00Z' };
    expect(downloadParts(earlier, now, 'UTC')).toMatchObject({
      kind: 'Policy or document',
      when: 'May 17, 11:00',
    });
    expect(downloadParts({ ...download, at: '2026-05-18T09:29:30Z' }, now, 'UTC').when).toBe(
      'just now',
    );
    expect(downloadParts({ ...download, at: '2025-12-31T23:00:00Z' }, now, 'UTC').when).toBe(
      'Dec 31, 2025',
    );
  });

  it('says so when no address was recorded', () => {
    expect(visitorAddress('')).toBe('Address not recorded');
    expect(visitorAddress('  ')).toBe('Address not recorded');
    expect(visitorAddress('2001:db8::1')).toBe('2001:db8::1');
  });

  it('has words for every kind', () => {
    for (const kind of TRUST_ITEM_KINDS) expect(DOWNLOAD_KIND_LABELS[kind]).toMatch(/^[A-Z]/);
  });
});
