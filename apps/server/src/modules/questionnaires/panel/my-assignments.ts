import { listOpenAssignmentsOf, type Db } from '@rampart/db';
import type { Actor } from '../../../auth/actor.ts';
import { questionnairesAccess } from '../questionnaire-access.ts';

export type MyAssignmentRow = Awaited<ReturnType<typeof listOpenAssignmentsOf>>[number];

/**
 * The signed-in person's open assignments in the organisation, soonest due first; one on a
 * questionnaire they may no longer see (removed from a private one) is left out.
 */
export const myAssignments = async ({
  actor,
  db,
}: {
  actor: Actor;
  db: Db;
}): Promise<MyAssignmentRow[]> => {
  const rows = await listOpenAssignmentsOf(db, actor.organizationId, actor.userId);
  const seen = await questionnairesAccess(
    db,
    actor,
    rows.map((r) => ({ ...r.questionnaire, entry: r })),
  );
  return seen.map(({ row }) => row.entry);
};
