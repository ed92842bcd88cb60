import type { CreateQuestionnaireVersionBody } from '@rampart/contracts';
import {
  findQuestionnaireVersion,
  lockQuestionnaire,
  type QuestionnaireVersionRecord,
} from '@rampart/db';
import type { Actor } from '../../../auth/actor.ts';
import { notFound } from '../../../errors.ts';
import { requireQuestionnaireAccess } from '../questionnaire-access.ts';
import { currentStructure, requireNotArchived, type PanelDeps } from './panel-context.ts';
import { saveVersion } from './save-version.ts';

/**
 * §4: saves the questions as they are now (the live document's when it is open) as the next
 * version, which becomes the current one. Takes the edit permission; not on an archived one.
 */
export const createVersion = async ({
  actor,
  id,
  input,
  deps,
}: {
  actor: Actor;
  id: string;
  input: CreateQuestionnaireVersionBody;
  deps: PanelDeps;
}): Promise<QuestionnaireVersionRecord> => {
  const { questionnaire } = await requireQuestionnaireAccess(deps.db, actor, id, 'edit');
  requireNotArchived(questionnaire, 'title');
  const structure = await currentStructure(deps.collaboration, questionnaire);
  const version = await deps.db.transaction(async (tx) => {
    const row = await lockQuestionnaire(tx, actor.organizationId, id);
    if (!row) throw notFound('Questionnaire');
    requireNotArchived(row, 'title');
    const saved = await saveVersion(tx, {
      organizationId: actor.organizationId,
      questionnaireId: id,
      structure,
      by: { userId: actor.userId, name: actor.name, requestId: actor.requestId },
      kind: 'created',
      title: input.title,
      description: input.description,
    });
    return (await findQuestionnaireVersion(tx, actor.organizationId, id, saved.id))!;
  });
  for (const resource of ['versions', 'activity', 'questionnaire'] as const) {
    deps.livePush.announce(id, resource);
  }
  return version;
};
