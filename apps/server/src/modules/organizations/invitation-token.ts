import { createHash } from 'node:crypto';

/** Invitation links carry a secret; only its SHA-256 is stored. */
export const hashInvitationToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

export const INVITATION_TTL_DAYS = 14;

export const acceptUrlFor = (publicUrl: string, token: string): string =>
  `${publicUrl}/invitations/${encodeURIComponent(token)}`;
