import {
  findLiveTrustGrant,
  updateTrustGrant,
  type Db,
  type Executor,
  type TrustCenterRow,
  type TrustGrantRow,
} from '@rampart/db';
import { findByLinkToken } from './trust-links.ts';

/**
 * The live grant a sign-in link or the visitor's cookie carries, of this trust centre's
 * organisation; null for anything else (malformed, unknown, expired, revoked, another's).
 */
export const liveGrantOf = async (
  db: Executor,
  center: TrustCenterRow,
  token: string | undefined,
  now: Date = new Date(),
): Promise<TrustGrantRow | null> =>
  findByLinkToken(token, (hash) => findLiveTrustGrant(db, center.organizationId, hash, now));

/** The visitor opened the mailed link: the grant holds, and its use is written down. */
export const signInWithTrustLink = async ({
  db,
  center,
  token,
  now = new Date(),
}: {
  db: Db;
  center: TrustCenterRow;
  token: string;
  now?: Date;
}): Promise<TrustGrantRow | null> =>
  db.transaction(async (tx) => {
    const grant = await liveGrantOf(tx, center, token, now);
    if (!grant) return null;
    return updateTrustGrant(tx, center.organizationId, grant.id, { lastUsedAt: now });
  });
