import type { Page, TrustGrant, TrustGrantState } from '@rampart/contracts';
import { listTrustGrants as listRows, type Db, type Executor } from '@rampart/db';
import type { Actor } from '../../../auth/actor.ts';
import { notFound } from '../../../errors.ts';

type GrantRow = Awaited<ReturnType<typeof listRows>>['rows'][number];

export const grantStateOf = (
  g: { revokedAt: Date | null; expiresAt: Date },
  now: Date,
): TrustGrantState => (g.revokedAt ? 'revoked' : g.expiresAt <= now ? 'expired' : 'active');

export const presentTrustGrant = (g: GrantRow, now: Date): TrustGrant => ({
  id: g.id,
  requestId: g.requestId,
  name: g.name,
  email: g.email,
  company: g.company,
  state: grantStateOf(g, now),
  createdAt: g.createdAt.toISOString(),
  expiresAt: g.expiresAt.toISOString(),
  revokedAt: g.revokedAt?.toISOString() ?? null,
  revokedBy: g.revokedByPerson,
  lastUsedAt: g.lastUsedAt?.toISOString() ?? null,
  downloads: g.downloads,
});

export const findTrustGrantView = async (
  db: Executor,
  organizationId: string,
  id: string,
  now: Date,
): Promise<TrustGrant> => {
  const row = (await listRows(db, organizationId, { limit: 1, id, now })).rows[0];
  if (!row) throw notFound('Grant');
  return presentTrustGrant(row, now);
};

/** Visitors' grants, live ones first. */
export const listTrustGrants = async ({
  actor,
  db,
  query,
  now = new Date(),
}: {
  actor: Actor;
  db: Db;
  query: { limit: number; cursor?: string; state?: TrustGrantState };
  now?: Date;
}): Promise<Page<TrustGrant>> => {
  const { rows, total, nextCursor } = await listRows(db, actor.organizationId, { ...query, now });
  return { items: rows.map((g) => presentTrustGrant(g, now)), total, nextCursor };
};
