import { createHash } from 'node:crypto';

/** A recipient's link carries a secret; only its SHA-256 is stored. */
export const hashRequestToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/** The recipient's page (the web app's `/respond/$token`). */
export const respondLinkFor = (publicUrl: string, token: string): string =>
  `${publicUrl}/respond/${encodeURIComponent(token)}`;
