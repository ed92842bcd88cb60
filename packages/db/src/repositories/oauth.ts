import { and, desc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import {
  apiTokens,
  oauthCodes,
  oauthGrants,
  oauthSpentRefreshTokens,
  organizations,
} from '../schema/index.ts';

export type OAuthGrantRow = typeof oauthGrants.$inferSelect;
export type OAuthCodeRow = typeof oauthCodes.$inferSelect;

/**
 * A new grant for what a person just allowed. Each consent is its own connection: the same
 * assistant on two machines names the same client, and neither should end the other.
 */
export const insertOAuthGrant = async (
  db: Executor,
  values: typeof oauthGrants.$inferInsert,
): Promise<OAuthGrantRow> => {
  const [row] = await db.insert(oauthGrants).values(values).returning();
  if (!row) throw new Error('OAuth grant not stored');
  return row;
};

const endGrantTokens = async (db: Executor, grantIds: string[]) => {
  if (grantIds.length === 0) return;
  await db
    .update(apiTokens)
    .set({ revokedAt: new Date() })
    .where(and(inArray(apiTokens.grantId, grantIds), isNull(apiTokens.revokedAt)));
};

export const insertOAuthCode = async (db: Executor, values: typeof oauthCodes.$inferInsert) => {
  await db.insert(oauthCodes).values(values);
};

/** A code with its grant, whatever its state (the caller tells spent and expired apart). */
export const findOAuthCode = async (db: Executor, codeHash: string) =>
  (
    await db
      .select({ code: oauthCodes, grant: oauthGrants })
      .from(oauthCodes)
      .innerJoin(oauthGrants, eq(oauthGrants.id, oauthCodes.grantId))
      .where(eq(oauthCodes.codeHash, codeHash))
      .limit(1)
  )[0] ?? null;

/** Spends a code; false when it was spent already (a concurrent exchange won). */
export const spendOAuthCode = async (db: Executor, codeHash: string): Promise<boolean> =>
  (
    await db
      .update(oauthCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(oauthCodes.codeHash, codeHash), isNull(oauthCodes.usedAt)))
      .returning({ codeHash: oauthCodes.codeHash })
  ).length === 1;

/** The live grant a refresh token belongs to: not revoked, the token not expired. */
export const findGrantByRefreshToken = async (db: Executor, refreshTokenHash: string) =>
  (
    await db
      .select()
      .from(oauthGrants)
      .where(
        and(
          eq(oauthGrants.refreshTokenHash, refreshTokenHash),
          isNull(oauthGrants.revokedAt),
          gt(oauthGrants.refreshExpiresAt, sql`now()`),
        ),
      )
      .limit(1)
  )[0] ?? null;

/**
 * The grant, locked until the transaction ends, when it is still live: a disconnection waits for
 * a token being issued under it, then ends that token too.
 */
export const lockLiveOAuthGrant = async (db: Executor, grantId: string) =>
  (
    await db
      .select()
      .from(oauthGrants)
      .where(and(eq(oauthGrants.id, grantId), isNull(oauthGrants.revokedAt)))
      .limit(1)
      .for('update')
  )[0] ?? null;

/**
 * Ends a refresh token as it is used, only if it is still the grant's current one: of two
 * refreshes racing with the same token, one wins and the other is refused.
 */
export const spendOAuthRefreshToken = async (
  db: Executor,
  grantId: string,
  refreshTokenHash: string,
): Promise<boolean> => {
  const spent =
    (
      await db
        .update(oauthGrants)
        .set({ refreshTokenHash: null, refreshExpiresAt: null })
        .where(
          and(
            eq(oauthGrants.id, grantId),
            eq(oauthGrants.refreshTokenHash, refreshTokenHash),
            isNull(oauthGrants.revokedAt),
          ),
        )
        .returning({ id: oauthGrants.id })
    ).length === 1;
  // Remembered: presented again, it tells the token was copied.
  if (spent) {
    await db
      .insert(oauthSpentRefreshTokens)
      .values({ tokenHash: refreshTokenHash, grantId, spentAt: new Date() })
      .onConflictDoNothing();
  }
  return spent;
};

/** A refresh token turned already: its grant, whether that still stands, and when it turned. */
export const findSpentRefreshToken = async (db: Executor, refreshTokenHash: string) =>
  (
    await db
      .select({
        grantId: oauthSpentRefreshTokens.grantId,
        spentAt: oauthSpentRefreshTokens.spentAt,
        revokedAt: oauthGrants.revokedAt,
      })
      .from(oauthSpentRefreshTokens)
      .innerJoin(oauthGrants, eq(oauthGrants.id, oauthSpentRefreshTokens.grantId))
      .where(eq(oauthSpentRefreshTokens.tokenHash, refreshTokenHash))
      .limit(1)
  )[0] ?? null;

/**
 * Stores the grant's next refresh token, and clears what the grant no longer needs: access
 * tokens expired a day ago (a new one comes each hour) and its expired codes.
 */
export const storeOAuthRefreshToken = async (
  db: Executor,
  grantId: string,
  refreshTokenHash: string,
  refreshExpiresAt: Date,
): Promise<void> => {
  await db
    .update(oauthGrants)
    .set({ refreshTokenHash, refreshExpiresAt, lastUsedAt: new Date() })
    .where(eq(oauthGrants.id, grantId));
  await db
    .delete(apiTokens)
    .where(
      and(eq(apiTokens.grantId, grantId), lt(apiTokens.expiresAt, sql`now() - interval '1 day'`)),
    );
  await db
    .delete(oauthCodes)
    .where(and(eq(oauthCodes.grantId, grantId), lt(oauthCodes.expiresAt, sql`now()`)));
  // Turned refresh tokens older than a refresh token lives tell nothing more.
  await db
    .delete(oauthSpentRefreshTokens)
    .where(
      and(
        eq(oauthSpentRefreshTokens.grantId, grantId),
        lt(oauthSpentRefreshTokens.spentAt, sql`now() - interval '30 days'`),
      ),
    );
};

/**
 * The person's live grants in every organisation, newest first, with the organisation's name:
 * those with a refresh token still valid, or just allowed and waiting for the client's exchange.
 */
export const listOAuthGrantsOfUser = async (db: Executor, userId: string) =>
  db
    .select({
      grant: oauthGrants,
      organizationName: organizations.name,
      // Its access tokens note each use (a minute apart); a refresh is a use too.
      lastUsedAt:
        sql<Date | null>`greatest(${oauthGrants.lastUsedAt}, (select max(${apiTokens.lastUsedAt}) from ${apiTokens} where ${apiTokens.grantId} = ${oauthGrants.id}))`.mapWith(
          (v: string | Date | null) => (v === null ? null : new Date(v)),
        ),
    })
    .from(oauthGrants)
    .innerJoin(organizations, eq(organizations.id, oauthGrants.organizationId))
    .where(
      and(
        eq(oauthGrants.userId, userId),
        isNull(oauthGrants.revokedAt),
        or(
          gt(oauthGrants.refreshExpiresAt, sql`now()`),
          and(
            isNull(oauthGrants.refreshTokenHash),
            isNull(oauthGrants.lastUsedAt),
            gt(oauthGrants.createdAt, sql`now() - interval '10 minutes'`),
          ),
        ),
      ),
    )
    .orderBy(desc(oauthGrants.createdAt), desc(oauthGrants.id))
    .limit(200);

/** Ends a grant of the person's and every token issued under it; false when there was none. */
export const revokeOAuthGrant = async (
  db: Executor,
  userId: string,
  grantId: string,
): Promise<OAuthGrantRow | null> => {
  const [row] = await db
    .update(oauthGrants)
    .set({ revokedAt: new Date(), refreshTokenHash: null })
    .where(
      and(
        eq(oauthGrants.id, grantId),
        eq(oauthGrants.userId, userId),
        isNull(oauthGrants.revokedAt),
      ),
    )
    .returning();
  if (row) await endGrantTokens(db, [row.id]);
  return row ?? null;
};

/** Ends a grant whatever its owner (a spent code presented again, RFC 9700 §4.5). */
export const revokeOAuthGrantById = async (db: Executor, grantId: string): Promise<void> => {
  await db
    .update(oauthGrants)
    .set({ revokedAt: new Date(), refreshTokenHash: null })
    .where(and(eq(oauthGrants.id, grantId), isNull(oauthGrants.revokedAt)));
  await endGrantTokens(db, [grantId]);
};

/** Ends one OAuth access token (RFC 7009, a client revoking its own); false when unknown. */
export const revokeOAuthAccessToken = async (db: Executor, tokenHash: string): Promise<boolean> =>
  (
    await db
      .update(apiTokens)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(apiTokens.tokenHash, tokenHash),
          eq(apiTokens.kind, 'oauth'),
          isNull(apiTokens.revokedAt),
        ),
      )
      .returning({ id: apiTokens.id })
  ).length === 1;
