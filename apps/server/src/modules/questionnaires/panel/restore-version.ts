import type { QuestionnaireStructure } from '@rampart/domain';
import {
  findQuestionnaireVersion,
  lockQuestionnaire,
  type QuestionnaireVersionRecord,
} from '@rampart/db';
import type { Actor } from '../../../auth/actor.ts';
import { AppError, notFound } from '../../../errors.ts';
import { requireQuestionnaireAccess } from '../questionnaire-access.ts';
import type { PanelDeps } from './panel-context.ts';
import { saveVersion } from './save-version.ts';

const notDraft = () => {
  const message = 'Only a draft goes back to an earlier version: revise it first';
  return new AppError('CONFLICT', message, [{ field: 'versionId', message }]);
};

/**
 * Restoring never rewrites history: the version's questions replace the live document's (every
 * connected editor sees it as one change), then they are saved as a new, current version that
 * names the one it restored. Drafts only (a published questionnaire changes through a revision).
 */
export const restoreVersion = async ({
  actor,
  id,
  versionId,
  deps,
}: {
  actor: Actor;
  id: string;
  versionId: string;
  deps: PanelDeps;
}): Promise<QuestionnaireVersionRecord> => {
  const { access } = await requireQuestionnaireAccess(deps.db, actor, id, 'edit');
  const from = await findQuestionnaireVersion(deps.db, actor.organizationId, id, versionId);
  if (!from) throw notFound('Version');
  if (!access.abilities.restoreVersion) throw notDraft();
  const structure = from.structure as unknown as QuestionnaireStructure;
  await deps.collaboration.replaceStructure(id, actor.organizationId, structure, actor.userId);
  const version = await deps.db.transaction(async (tx) => {
    const row = await lockQuestionnaire(tx, actor.organizationId, id);
    if (!row) throw notFound('Questionnaire');
    const saved = await saveVersion(tx, {
      organizationId: actor.organizationId,
      questionnaireId: id,
      structure,
      by: { userId: actor.userId, name: actor.name, requestId: actor.requestId },
      kind: 'restored',
      restoredFrom: { id: from.id, label: from.label },
    });
    return (await findQuestionnaireVersion(tx, actor.organizationId, id, saved.id))!;
  });
  for (const resource of ['versions', 'activity', 'questionnaire'] as const) {
    deps.livePush.announce(id, resource);
  }
  return version;
};
