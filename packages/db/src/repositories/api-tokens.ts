import { and, desc, eq, gt, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../client.ts';
import { apiTokens, oauthGrants, users } from '../schema/index.ts';

export type ApiTokenRow = typeof apiTokens.$inferSelect;
export type ApiTokenWithOwner = ApiTokenRow & { ownerName: string | null };

export const insertApiToken = async (
  db: Executor,
  values: typeof apiTokens.$inferInsert,
): Promise<ApiTokenRow> => {
  const [row] = await db.insert(apiTokens).values(values).returning();
  if (!row) throw new Error('API token not stored');
  return row;
};

/**
 * The live token a bearer presents, with the account it acts as: not revoked, not expired, and
 * its account active. Null for anything else (the caller answers 401 without saying which).
 */
export const findLiveApiToken = async (db: Executor, tokenHash: string) =>
  (
    await db
      .select({ token: apiTokens, email: users.email, name: users.name })
      .from(apiTokens)
      .innerJoin(users, eq(users.id, apiTokens.userId))
      .where(
        and(
          eq(apiTokens.tokenHash, tokenHash),
          isNull(apiTokens.revokedAt),
          gt(apiTokens.expiresAt, sql`now()`),
          eq(users.isActive, true),
        ),
      )
      .limit(1)
  )[0] ?? null;

/** Notes the token's use (time and address), at most once a minute. */
export const touchApiToken = async (db: Executor, id: string, address: string): Promise<void> => {
  await db
    .update(apiTokens)
    .set({ lastUsedAt: new Date(), lastUsedAddress: address })
    .where(
      and(
        eq(apiTokens.id, id),
        or(
          isNull(apiTokens.lastUsedAt),
          lt(apiTokens.lastUsedAt, sql`now() - interval '1 minute'`),
        ),
      ),
    );
};

const owners = alias(users, 'token_owner');

/**
 * The organisation's tokens, newest first: a person's own (`userId`), or all of them. The owner
 * named is the person of a personal token and the maker of a service token.
 */
export const listApiTokens = async (
  db: Executor,
  organizationId: string,
  narrow: { userId?: string; kind?: string } = {},
): Promise<ApiTokenWithOwner[]> =>
  (
    await db
      .select({ token: apiTokens, ownerName: owners.name })
      .from(apiTokens)
      .leftJoin(
        owners,
        eq(
          owners.id,
          sql`case when ${apiTokens.kind} = 'personal' then ${apiTokens.userId} else ${apiTokens.createdBy} end`,
        ),
      )
      .where(
        and(
          eq(apiTokens.organizationId, organizationId),
          narrow.userId !== undefined ? eq(apiTokens.userId, narrow.userId) : undefined,
          // An OAuth client's short-lived tokens show as its grant (Account → Security), not here.
          narrow.kind !== undefined ? eq(apiTokens.kind, narrow.kind) : ne(apiTokens.kind, 'oauth'),
        ),
      )
      .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id))
      .limit(500)
  ).map((r) => ({ ...r.token, ownerName: r.ownerName }));

export const findApiToken = async (
  db: Executor,
  organizationId: string,
  id: string,
): Promise<ApiTokenRow | null> =>
  (
    await db
      .select()
      .from(apiTokens)
      .where(and(eq(apiTokens.organizationId, organizationId), eq(apiTokens.id, id)))
      .limit(1)
  )[0] ?? null;

/** Revokes the organisation's live tokens matching `which`; how many ended. */
const revokeWhere = async (
  db: Executor,
  organizationId: string,
  which: SQL | undefined,
  revokedBy: string | null,
): Promise<number> =>
  (
    await db
      .update(apiTokens)
      .set({ revokedAt: new Date(), revokedBy })
      .where(and(eq(apiTokens.organizationId, organizationId), isNull(apiTokens.revokedAt), which))
      .returning({ id: apiTokens.id })
  ).length;

export const revokeApiToken = (
  db: Executor,
  organizationId: string,
  id: string,
  revokedBy: string | null,
): Promise<number> => revokeWhere(db, organizationId, eq(apiTokens.id, id), revokedBy);

/**
 * Ends what acts as a person in an organisation (they left, or were signed out): their personal
 * tokens, and the OAuth clients they connected with the clients' tokens.
 */
export const revokePersonalApiTokens = async (
  db: Executor,
  organizationId: string,
  userId: string,
  revokedBy: string | null,
): Promise<number> => {
  await db
    .update(oauthGrants)
    .set({ revokedAt: new Date(), refreshTokenHash: null })
    .where(
      and(
        eq(oauthGrants.organizationId, organizationId),
        eq(oauthGrants.userId, userId),
        isNull(oauthGrants.revokedAt),
      ),
    );
  return revokeWhere(
    db,
    organizationId,
    and(eq(apiTokens.userId, userId), inArray(apiTokens.kind, ['personal', 'oauth'])),
    revokedBy,
  );
};

/** Ends the service tokens a person made in an organisation (they may no longer make them). */
export const revokeServiceApiTokensMadeBy = (
  db: Executor,
  organizationId: string,
  userId: string,
  revokedBy: string | null,
): Promise<number> =>
  revokeWhere(
    db,
    organizationId,
    and(eq(apiTokens.createdBy, userId), eq(apiTokens.kind, 'service')),
    revokedBy,
  );
