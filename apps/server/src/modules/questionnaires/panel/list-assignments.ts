import {
  listQuestionnaireAssignments,
  type PageQuery,
  type QuestionnaireAssignmentRecord,
} from '@rampart/db';
import type { QuestionnaireStructure } from '@rampart/domain';
import type { Actor } from '../../../auth/actor.ts';
import { requireQuestionnaireAccess } from '../questionnaire-access.ts';
import type { AssignmentReader } from './assignment.presenter.ts';
import { currentStructure, type PanelDeps } from './panel-context.ts';

/** One page of a questionnaire's assignments, oldest first, for anyone who may view it. */
export const listAssignments = async ({
  actor,
  id,
  query,
  deps,
}: {
  actor: Actor;
  id: string;
  query: PageQuery;
  deps: PanelDeps;
}): Promise<{
  rows: QuestionnaireAssignmentRecord[];
  total: number;
  nextCursor: string | null;
  structure: QuestionnaireStructure;
  reader: AssignmentReader;
}> => {
  const { questionnaire, access } = await requireQuestionnaireAccess(deps.db, actor, id, 'view');
  return {
    ...(await listQuestionnaireAssignments(deps.db, actor.organizationId, id, query)),
    structure: await currentStructure(deps.collaboration, questionnaire),
    reader: { userId: actor.userId, access, live: questionnaire.status !== 'archived' },
  };
};
