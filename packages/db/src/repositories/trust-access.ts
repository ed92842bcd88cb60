import { aliasedTable, and, count, desc, eq, gt, sql } from 'drizzle-orm';
import { newId } from '../ids.ts';
import type { Executor } from '../client.ts';
import { trustAccessRequests, trustGrants, trustNdas, users } from '../schema/index.ts';
import { nextCursor, pageWindow, type PageQuery } from './list-helpers.ts';

// Access requests, grants and NDA versions of the trust centre (issue 24 point 4). Every query
// takes the organisation; the token look-ups are by hash and return the organisation's row only
// when asked with that organisation.

export type TrustRequestRow = typeof trustAccessRequests.$inferSelect;
export type TrustNdaRow = typeof trustNdas.$inferSelect;
export type PersonRef = { id: string; name: string } | null;

export const personOf = (id: string | null, name: string | null): PersonRef =>
  id && name !== null ? { id, name } : null;

// ——— NDA versions

export const currentTrustNda = async (
  db: Executor,
  organizationId: string,
): Promise<TrustNdaRow | null> =>
  (
    await db
      .select()
      .from(trustNdas)
      .where(eq(trustNdas.organizationId, organizationId))
      .orderBy(desc(trustNdas.version))
      .limit(1)
  )[0] ?? null;

/** Writes the next version; the unique (organisation, version) index settles a race. */
export const addTrustNda = async (
  db: Executor,
  row: { organizationId: string; text: string; createdBy: string; at: Date },
): Promise<TrustNdaRow> => {
  const [{ next } = { next: 1 }] = await db
    .select({ next: sql<number>`coalesce(max(${trustNdas.version}), 0) + 1` })
    .from(trustNdas)
    .where(eq(trustNdas.organizationId, row.organizationId));
  const [saved] = await db
    .insert(trustNdas)
    .values({
      id: newId('nda'),
      organizationId: row.organizationId,
      version: Number(next),
      text: row.text,
      createdBy: row.createdBy,
      createdAt: row.at,
    })
    .returning();
  return saved!;
};

export const listTrustNdas = async (db: Executor, organizationId: string, q: PageQuery) => {
  const where = eq(trustNdas.organizationId, organizationId);
  const { offset, limit } = pageWindow(q);
  const acceptances = db
    .select({ ndaId: trustAccessRequests.ndaId, n: count().as('n') })
    .from(trustAccessRequests)
    .where(eq(trustAccessRequests.organizationId, organizationId))
    .groupBy(trustAccessRequests.ndaId)
    .as('acceptances');
  const rows = await db
    .select({
      nda: trustNdas,
      authorName: users.name,
      acceptances: sql<number>`coalesce(${acceptances.n}, 0)`,
    })
    .from(trustNdas)
    .leftJoin(users, eq(users.id, trustNdas.createdBy))
    .leftJoin(acceptances, eq(acceptances.ndaId, trustNdas.id))
    .where(where)
    .orderBy(desc(trustNdas.version))
    .limit(limit)
    .offset(offset);
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(trustNdas)
    .where(where);
  return {
    rows: rows.map((r) => ({
      ...r.nda,
      createdByPerson: personOf(r.nda.createdBy, r.authorName),
      acceptances: Number(r.acceptances),
    })),
    total: Number(total),
    nextCursor: nextCursor(offset, rows.length, Number(total)),
  };
};

// ——— Requests

export const insertTrustRequest = async (
  db: Executor,
  row: Omit<typeof trustAccessRequests.$inferInsert, 'id'>,
): Promise<TrustRequestRow> => {
  const [saved] = await db
    .insert(trustAccessRequests)
    .values({ id: newId('tar'), ...row })
    .returning();
  return saved!;
};

/** The request a confirmation link names; locked for a change when asked. */
export const findTrustRequestByToken = async (
  db: Executor,
  organizationId: string,
  tokenHash: string,
  opts: { lock?: boolean } = {},
): Promise<TrustRequestRow | null> => {
  const q = db
    .select()
    .from(trustAccessRequests)
    .where(
      and(
        eq(trustAccessRequests.organizationId, organizationId),
        eq(trustAccessRequests.confirmTokenHash, tokenHash),
      ),
    )
    .limit(1);
  return (await (opts.lock ? q.for('update') : q))[0] ?? null;
};

export const findTrustRequest = async (
  db: Executor,
  organizationId: string,
  id: string,
  opts: { lock?: boolean } = {},
): Promise<TrustRequestRow | null> => {
  const q = db
    .select()
    .from(trustAccessRequests)
    .where(
      and(eq(trustAccessRequests.organizationId, organizationId), eq(trustAccessRequests.id, id)),
    )
    .limit(1);
  return (await (opts.lock ? q.for('update') : q))[0] ?? null;
};

export const updateTrustRequest = async (
  db: Executor,
  organizationId: string,
  id: string,
  patch: Partial<Omit<typeof trustAccessRequests.$inferInsert, 'id' | 'organizationId'>>,
): Promise<TrustRequestRow> => {
  const [saved] = await db
    .update(trustAccessRequests)
    .set(patch)
    .where(
      and(eq(trustAccessRequests.organizationId, organizationId), eq(trustAccessRequests.id, id)),
    )
    .returning();
  return saved!;
};

/** Requests from one address since a time: a visitor asking again and again is slowed. */
export const countRecentTrustRequests = async (
  db: Executor,
  organizationId: string,
  email: string,
  since: Date,
): Promise<number> => {
  const [{ n } = { n: 0 }] = await db
    .select({ n: count() })
    .from(trustAccessRequests)
    .where(
      and(
        eq(trustAccessRequests.organizationId, organizationId),
        eq(trustAccessRequests.email, email),
        gt(trustAccessRequests.createdAt, since),
      ),
    );
  return Number(n);
};

export const countPendingTrustRequests = async (
  db: Executor,
  organizationId: string,
): Promise<number> => {
  const [{ n } = { n: 0 }] = await db
    .select({ n: count() })
    .from(trustAccessRequests)
    .where(
      and(
        eq(trustAccessRequests.organizationId, organizationId),
        eq(trustAccessRequests.status, 'pending'),
      ),
    );
  return Number(n);
};

export const listTrustRequests = async (
  db: Executor,
  organizationId: string,
  q: PageQuery & { status?: string; id?: string },
) => {
  const where = and(
    eq(trustAccessRequests.organizationId, organizationId),
    q.status ? eq(trustAccessRequests.status, q.status) : undefined,
    q.id ? eq(trustAccessRequests.id, q.id) : undefined,
  );
  const { offset, limit } = pageWindow(q);
  const grant = aliasedTable(trustGrants, 'grant');
  const rows = await db
    .select({ request: trustAccessRequests, deciderName: users.name, grantId: grant.id })
    .from(trustAccessRequests)
    .leftJoin(users, eq(users.id, trustAccessRequests.decidedBy))
    .leftJoin(
      grant,
      and(eq(grant.requestId, trustAccessRequests.id), eq(grant.organizationId, organizationId)),
    )
    .where(where)
    // Waiting requests first, then newest first.
    .orderBy(
      sql`case when ${trustAccessRequests.status} = 'pending' then 0 else 1 end`,
      desc(trustAccessRequests.createdAt),
      desc(trustAccessRequests.id),
    )
    .limit(limit)
    .offset(offset);
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(trustAccessRequests)
    .where(where);
  return {
    rows: rows.map((r) => ({
      ...r.request,
      decidedByPerson: personOf(r.request.decidedBy, r.deciderName),
      grantId: r.grantId,
    })),
    total: Number(total),
    nextCursor: nextCursor(offset, rows.length, Number(total)),
  };
};
