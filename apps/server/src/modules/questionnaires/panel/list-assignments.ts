import { listQuestionnaireAssignments, type QuestionnaireAssignmentRecord } from '@rampart/db';
import type { QuestionnaireStructure } from '@rampart/domain';
import type { Actor } from '../../../auth/actor.ts';
import { requireQuestionnaireAccess } from '../questionnaire-access.ts';
import type { AssignmentReader } from './assignment.presenter.ts';
import { currentStructure, type PanelDeps } from './panel-context.ts';

/** A questionnaire's assignments, oldest first, for anyone who may view it. */
export const listAssignments = async ({
  actor,
  id,
  deps,
}: {
  actor: Actor;
  id: string;
  deps: PanelDeps;
}): Promise<{
  rows: QuestionnaireAssignmentRecord[];
  structure: QuestionnaireStructure;
  reader: AssignmentReader;
}> => {
  const { questionnaire, access } = await requireQuestionnaireAccess(deps.db, actor, id, 'view');
  return {
    rows: await listQuestionnaireAssignments(deps.db, actor.organizationId, id),
    structure: await currentStructure(deps.collaboration, questionnaire),
    reader: { userId: actor.userId, access, live: questionnaire.status !== 'archived' },
  };
};
