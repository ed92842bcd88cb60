import { and, count, desc, eq, gt, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { newId } from '../ids.ts';
import type { Executor } from '../client.ts';
import { trustDownloads, trustGrants, users } from '../schema/index.ts';
import { nextCursor, pageWindow, type PageQuery } from './list-helpers.ts';
import { personOf } from './trust-access.ts';

// The grants of the trust centre (issue 24 point 4): a time-limited, revocable sign-in link by
// mail. Every query takes the organisation; the token look-up is by hash.

export type TrustGrantRow = typeof trustGrants.$inferSelect;

// ——— Grants

export const insertTrustGrant = async (
  db: Executor,
  row: Omit<typeof trustGrants.$inferInsert, 'id'>,
): Promise<TrustGrantRow> => {
  const [saved] = await db
    .insert(trustGrants)
    .values({ id: newId('tgr'), ...row })
    .returning();
  return saved!;
};

/** The grant a link or cookie names, only while it holds (not revoked, not expired). */
export const findLiveTrustGrant = async (
  db: Executor,
  organizationId: string,
  tokenHash: string,
  now: Date,
): Promise<TrustGrantRow | null> =>
  (
    await db
      .select()
      .from(trustGrants)
      .where(
        and(
          eq(trustGrants.organizationId, organizationId),
          eq(trustGrants.tokenHash, tokenHash),
          isNull(trustGrants.revokedAt),
          gt(trustGrants.expiresAt, now),
        ),
      )
      .limit(1)
  )[0] ?? null;

/** A live grant of that address, if the visitor already has one. */
export const findLiveTrustGrantByEmail = async (
  db: Executor,
  organizationId: string,
  email: string,
  now: Date,
): Promise<TrustGrantRow | null> =>
  (
    await db
      .select()
      .from(trustGrants)
      .where(
        and(
          eq(trustGrants.organizationId, organizationId),
          eq(trustGrants.email, email),
          isNull(trustGrants.revokedAt),
          gt(trustGrants.expiresAt, now),
        ),
      )
      .orderBy(desc(trustGrants.expiresAt))
      .limit(1)
  )[0] ?? null;

export const findTrustGrant = async (
  db: Executor,
  organizationId: string,
  id: string,
): Promise<TrustGrantRow | null> =>
  (
    await db
      .select()
      .from(trustGrants)
      .where(and(eq(trustGrants.organizationId, organizationId), eq(trustGrants.id, id)))
      .limit(1)
      .for('update')
  )[0] ?? null;

export const updateTrustGrant = async (
  db: Executor,
  organizationId: string,
  id: string,
  patch: Partial<Omit<typeof trustGrants.$inferInsert, 'id' | 'organizationId'>>,
): Promise<TrustGrantRow> => {
  const [saved] = await db
    .update(trustGrants)
    .set(patch)
    .where(and(eq(trustGrants.organizationId, organizationId), eq(trustGrants.id, id)))
    .returning();
  return saved!;
};

const grantStateWhere = (state: string | undefined, now: Date): SQL | undefined => {
  if (state === 'revoked') return sql`${trustGrants.revokedAt} is not null`;
  if (state === 'expired')
    return and(isNull(trustGrants.revokedAt), lte(trustGrants.expiresAt, now));
  if (state === 'active') return and(isNull(trustGrants.revokedAt), gt(trustGrants.expiresAt, now));
  return undefined;
};

export const listTrustGrants = async (
  db: Executor,
  organizationId: string,
  q: PageQuery & { state?: string; id?: string; now: Date },
) => {
  const where = and(
    eq(trustGrants.organizationId, organizationId),
    grantStateWhere(q.state, q.now),
    q.id ? eq(trustGrants.id, q.id) : undefined,
  );
  const { offset, limit } = pageWindow(q);
  const taken = db
    .select({ grantId: trustDownloads.grantId, n: count().as('n') })
    .from(trustDownloads)
    .where(eq(trustDownloads.organizationId, organizationId))
    .groupBy(trustDownloads.grantId)
    .as('taken');
  const rows = await db
    .select({
      grant: trustGrants,
      revokerName: users.name,
      downloads: sql<number>`coalesce(${taken.n}, 0)`,
    })
    .from(trustGrants)
    .leftJoin(users, eq(users.id, trustGrants.revokedBy))
    .leftJoin(taken, eq(taken.grantId, trustGrants.id))
    .where(where)
    // Live grants first, then newest first.
    .orderBy(
      sql`case when ${trustGrants.revokedAt} is null and ${trustGrants.expiresAt} > ${q.now.toISOString()}::timestamptz then 0 else 1 end`,
      desc(trustGrants.createdAt),
      desc(trustGrants.id),
    )
    .limit(limit)
    .offset(offset);
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(trustGrants)
    .where(where);
  return {
    rows: rows.map((r) => ({
      ...r.grant,
      revokedByPerson: personOf(r.grant.revokedBy, r.revokerName),
      downloads: Number(r.downloads),
    })),
    total: Number(total),
    nextCursor: nextCursor(offset, rows.length, Number(total)),
  };
};
