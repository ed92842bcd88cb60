import { createHash } from 'node:crypto';

/** A share link's secret is its token: only the token's SHA-256 is stored. */
export const hashShareToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/** The address a share link is given out as (told once, when it is made). */
export const shareLinkUrl = (publicUrl: string, token: string): string =>
  `${publicUrl}/shared/${encodeURIComponent(token)}`;
