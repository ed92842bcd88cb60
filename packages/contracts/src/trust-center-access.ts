import { z } from 'zod';
import { listQuerySchema, page } from './envelope.ts';
import { TRUST_GRANT_DAYS_MAX } from './trust-center.ts';

// Access requests (issue 24 point 4): a visitor asks for the restricted files, confirms the
// address by a link, accepts the NDA; the team (or an auto-approved domain) approves; the grant
// is a time-limited, revocable sign-in link by mail.

/**
 * `unconfirmed` until the visitor opens the mailed link and accepts the NDA; `pending` for the
 * team; then `approved` (a grant exists) or `denied`.
 */
export const TRUST_REQUEST_STATUSES = ['unconfirmed', 'pending', 'approved', 'denied'] as const;
export type TrustRequestStatus = (typeof TRUST_REQUEST_STATUSES)[number];
export const TRUST_REQUEST_STATUS_LABELS: Record<TrustRequestStatus, string> = {
  unconfirmed: 'Email not confirmed',
  pending: 'Waiting for you',
  approved: 'Approved',
  denied: 'Denied',
};

const personRef = z.object({ id: z.string(), name: z.string() });

export const trustAccessRequestSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  company: z.string(),
  reason: z.string(),
  status: z.enum(TRUST_REQUEST_STATUSES),
  /** The NDA version the visitor accepted, when, from which address; null before. */
  nda: z.object({ version: z.number().int(), acceptedAt: z.string(), ip: z.string() }).nullable(),
  /** Approved without the team: the address's domain is on the auto-approve list. */
  autoApproved: z.boolean(),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decidedBy: personRef.nullable(),
  grantId: z.string().nullable(),
});
export type TrustAccessRequest = z.infer<typeof trustAccessRequestSchema>;
export const trustAccessRequestListSchema = page(trustAccessRequestSchema);
export const trustRequestsQuerySchema = listQuerySchema.extend({
  status: z.enum(TRUST_REQUEST_STATUSES).optional(),
});
export const trustRequestParamsSchema = z.object({ id: z.string().min(1).max(64) });
export const approveTrustRequestBodySchema = z.object({
  /** Days the grant lasts; the trust centre's grantDays when left out. */
  days: z
    .number()
    .int('Whole days')
    .min(1, 'At least one day')
    .max(TRUST_GRANT_DAYS_MAX, `At most ${TRUST_GRANT_DAYS_MAX} days`)
    .optional(),
});

export const TRUST_GRANT_STATES = ['active', 'expired', 'revoked'] as const;
export type TrustGrantState = (typeof TRUST_GRANT_STATES)[number];
export const TRUST_GRANT_STATE_LABELS: Record<TrustGrantState, string> = {
  active: 'Active',
  expired: 'Expired',
  revoked: 'Revoked',
};

export const trustGrantSchema = z.object({
  id: z.string(),
  requestId: z.string(),
  name: z.string(),
  email: z.string(),
  company: z.string(),
  state: z.enum(TRUST_GRANT_STATES),
  createdAt: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  revokedBy: personRef.nullable(),
  /** The last time the visitor signed in with the link. */
  lastUsedAt: z.string().nullable(),
  downloads: z.number().int(),
});
export type TrustGrant = z.infer<typeof trustGrantSchema>;
export const trustGrantListSchema = page(trustGrantSchema);
export const trustGrantsQuerySchema = listQuerySchema.extend({
  state: z.enum(TRUST_GRANT_STATES).optional(),
});

/** One version of the NDA visitors accept; the newest is the one they see. */
export const trustNdaSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  text: z.string(),
  createdAt: z.string(),
  createdBy: personRef.nullable(),
  /** Visitors who accepted this version. */
  acceptances: z.number().int(),
});
export type TrustNda = z.infer<typeof trustNdaSchema>;
export const trustNdaListSchema = page(trustNdaSchema);
export const createTrustNdaBodySchema = z.object({
  text: z
    .string()
    .trim()
    .min(20, 'Write the agreement (at least 20 characters)')
    .max(50_000, 'At most 50,000 characters'),
});
export type CreateTrustNdaBody = z.infer<typeof createTrustNdaBodySchema>;

/** What a visitor sends to ask for the restricted files (a form on the public page). */
export const trustAccessFormSchema = z.object({
  name: z.string().trim().min(1, 'Give your name').max(120, 'At most 120 characters'),
  email: z.string().trim().toLowerCase().max(254).email('Give your work email address'),
  company: z.string().trim().min(1, 'Give your company').max(160, 'At most 160 characters'),
  reason: z.string().trim().max(1000, 'At most 1,000 characters').default(''),
});
export type TrustAccessForm = z.infer<typeof trustAccessFormSchema>;
