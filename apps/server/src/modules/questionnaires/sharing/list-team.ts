import {
  findUserById,
  listQuestionnaireMembers,
  type Db,
  type QuestionnaireMemberRecord,
  type QuestionnaireRecord,
  type UserRow,
} from '@rampart/db';
import type { Actor } from '../../../auth/actor.ts';
import { requireQuestionnaireAccess } from '../questionnaire-access.ts';

export type Team = {
  questionnaire: QuestionnaireRecord;
  creator: UserRow | null;
  members: QuestionnaireMemberRecord[];
};

/**
 * §2 Team: the owner (who made it), everyone invited with their role and where their invitation
 * stands, and the share settings that decide what the rest of the organisation sees.
 */
export const listTeam = async ({
  db,
  actor,
  id,
}: {
  db: Db;
  actor: Actor;
  id: string;
}): Promise<Team> => {
  const { questionnaire } = await requireQuestionnaireAccess(db, actor, id, 'view');
  const [creator, members] = await Promise.all([
    questionnaire.createdBy ? findUserById(db, questionnaire.createdBy) : null,
    listQuestionnaireMembers(db, actor.organizationId, id),
  ]);
  return { questionnaire, creator, members };
};
