import type { Page, TrustAccessRequest, TrustRequestStatus } from '@rampart/contracts';
import { listTrustRequests as listRows, type Db, type Executor } from '@rampart/db';
import type { Actor } from '../../../auth/actor.ts';
import { notFound } from '../../../errors.ts';

type RequestRow = Awaited<ReturnType<typeof listRows>>['rows'][number];

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const presentTrustRequest = (r: RequestRow): TrustAccessRequest => ({
  id: r.id,
  name: r.name,
  email: r.email,
  company: r.company,
  reason: r.reason,
  status: r.status as TrustRequestStatus,
  nda:
    r.ndaVersion !== null && r.ndaAcceptedAt
      ? { version: r.ndaVersion, acceptedAt: r.ndaAcceptedAt.toISOString(), ip: r.ndaIp ?? '' }
      : null,
  autoApproved: r.autoApproved,
  createdAt: r.createdAt.toISOString(),
  confirmedAt: iso(r.confirmedAt),
  decidedAt: iso(r.decidedAt),
  decidedBy: r.decidedByPerson,
  grantId: r.grantId,
});

/** One request as the team's list shows it. */
export const findTrustRequestView = async (
  db: Executor,
  organizationId: string,
  id: string,
): Promise<TrustAccessRequest> => {
  const row = (await listRows(db, organizationId, { limit: 1, id })).rows[0];
  if (!row) throw notFound('Access request');
  return presentTrustRequest(row);
};

/** Visitors' requests, those waiting for the team first. */
export const listTrustRequests = async ({
  actor,
  db,
  query,
}: {
  actor: Actor;
  db: Db;
  query: { limit: number; cursor?: string; status?: TrustRequestStatus };
}): Promise<Page<TrustAccessRequest>> => {
  const { rows, total, nextCursor } = await listRows(db, actor.organizationId, query);
  return { items: rows.map(presentTrustRequest), total, nextCursor };
};
