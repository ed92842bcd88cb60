import type { Page } from '@rampart/contracts';
import { listOpenAssignmentsOf, type Db, type PageQuery } from '@rampart/db';
import type { Actor } from '../../../auth/actor.ts';
import { pageOf } from '../../../platform/routes/pages.ts';
import { questionnairesAccess } from '../questionnaire-access.ts';

export type MyAssignmentRow = Awaited<ReturnType<typeof listOpenAssignmentsOf>>[number];

/**
 * A page of the signed-in person's open assignments in the organisation, soonest due first;
 * one on a questionnaire they may no longer see (removed from a private one) is left out before
 * paging, so the pages and the total hold only what they see.
 */
export const myAssignments = async ({
  actor,
  query,
  db,
}: {
  actor: Actor;
  query: PageQuery;
  db: Db;
}): Promise<Page<MyAssignmentRow>> => {
  const rows = await listOpenAssignmentsOf(db, actor.organizationId, actor.userId);
  const seen = await questionnairesAccess(
    db,
    actor,
    rows.map((r) => ({ ...r.questionnaire, entry: r })),
  );
  return pageOf(
    seen.map(({ row }) => row.entry),
    query,
  );
};
