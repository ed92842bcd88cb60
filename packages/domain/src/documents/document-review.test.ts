import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_STATUSES, type DocumentStatus } from '@rampart/contracts';
import { permissionsForRole } from '../access/permissions.ts';
import {
  canMoveDocument,
  documentAbilities,
  FOUR_EYES_MESSAGE,
  fourEyesRefusal,
  reviewReasons,
  type DocumentTransition,
} from './document-review.ts';

const day = (iso: string) => new Date(`${iso}T00:00:00.000Z`);

describe('document approval moves', () => {
  it.each<[DocumentTransition, DocumentStatus, boolean]>([
    ['submit', 'draft', true],
    ['submit', 'in_review', false],
    ['submit', 'approved', false],
    ['approve', 'draft', false],
    ['approve', 'in_review', true],
    ['approve', 'approved', false],
    ['requestChanges', 'draft', false],
    ['requestChanges', 'in_review', true],
    ['requestChanges', 'approved', false],
  ])('%s from %s: %s', (transition, status, expected) => {
    expect(canMoveDocument(transition, status)).toBe(expected);
  });
});

describe('four eyes', () => {
  it('refuses the submitter, whoever they are, and nobody else', () => {
    expect(fourEyesRefusal('u1', 'u1')).toBe(FOUR_EYES_MESSAGE);
    expect(fourEyesRefusal('u2', 'u1')).toBeNull();
    expect(fourEyesRefusal('u1', null)).toBeNull();
  });

  it('holds for an owner too: the wildcard does not approve its own submission', () => {
    const owner = documentAbilities(['*'], 'u1', { status: 'in_review', submittedBy: 'u1' });
    expect(owner.approve).toBe(false);
    expect(owner.requestChanges).toBe(true);
    expect(owner.approvalBlockedReason).toBe(FOUR_EYES_MESSAGE);
  });

  it('no one ever approves what they submitted (property)', () => {
    fc.assert(
      fc.property(
        fc.subarray(['*', 'evidence:write', 'documents:approve', 'evidence:read']),
        fc.constantFrom(...DOCUMENT_STATUSES),
        (permissions, status) => {
          expect(documentAbilities(permissions, 'me', { status, submittedBy: 'me' }).approve).toBe(
            false,
          );
        },
      ),
    );
  });
});

describe('abilities by role', () => {
  const inReview = { status: 'in_review', submittedBy: 'someone-else' } as const;
  it.each([
    ['owner', true, true],
    ['admin', true, true],
    ['risk_manager', true, true],
    ['member', true, false],
    ['auditor', false, false],
  ] as const)('%s: write %s, approve %s', (role, write, approve) => {
    const a = documentAbilities(permissionsForRole(role), 'me', inReview);
    expect([a.update, a.uploadVersion, a.delete]).toEqual([write, write, write]);
    expect([a.approve, a.requestChanges]).toEqual([approve, approve]);
    expect(a.submit).toBe(false);
    expect(a.approvalBlockedReason).toBeNull();
  });

  it('offers submit on a draft only, to writers', () => {
    const draft = { status: 'draft', submittedBy: null } as const;
    expect(documentAbilities(permissionsForRole('member'), 'me', draft).submit).toBe(true);
    expect(documentAbilities(permissionsForRole('auditor'), 'me', draft).submit).toBe(false);
  });
});

describe('needs review', () => {
  const now = new Date('2026-06-15T12:00:00.000Z');
  it.each([
    ['a review date tomorrow', { reviewDate: day('2026-06-16'), expiresAt: null }, []],
    ['a review date today', { reviewDate: day('2026-06-15'), expiresAt: null }, ['review_due']],
    ['a review date yesterday', { reviewDate: day('2026-06-14'), expiresAt: null }, ['review_due']],
    ['an expiry tomorrow', { reviewDate: null, expiresAt: day('2026-06-16') }, []],
    ['an expiry yesterday', { reviewDate: null, expiresAt: day('2026-06-14') }, ['expired']],
    ['an expiry at this instant', { expiresAt: now }, ['expired']],
    [
      'both passed',
      { reviewDate: day('2026-01-01'), expiresAt: day('2026-02-01') },
      ['review_due', 'expired'],
    ],
    ['no dates', { reviewDate: null, expiresAt: null }, []],
  ] as const)('%s', (_label, dates, expected) => {
    expect(reviewReasons(dates, now)).toEqual(expected);
  });
});
