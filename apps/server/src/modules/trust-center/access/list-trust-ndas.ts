import type { Page, TrustNda } from '@rampart/contracts';
import { listTrustNdas as listRows, type Db } from '@rampart/db';
import type { Actor } from '../../../auth/actor.ts';

type NdaRow = Awaited<ReturnType<typeof listRows>>['rows'][number];

const presentTrustNda = (n: NdaRow): TrustNda => ({
  id: n.id,
  version: n.version,
  text: n.text,
  createdAt: n.createdAt.toISOString(),
  createdBy: n.createdByPerson,
  acceptances: n.acceptances,
});

/** The NDA's versions, newest (the one in force) first, each with how many accepted it. */
export const listTrustNdas = async ({
  actor,
  db,
  query,
}: {
  actor: Actor;
  db: Db;
  query: { limit: number; cursor?: string };
}): Promise<Page<TrustNda>> => {
  const { rows, total, nextCursor } = await listRows(db, actor.organizationId, query);
  return { items: rows.map(presentTrustNda), total, nextCursor };
};
