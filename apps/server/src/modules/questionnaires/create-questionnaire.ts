import type { CreateQuestionnaireBody } from '@rampart/contracts';
import {
  findQuestionnaire,
  insertQuestionnaire,
  newId,
  recordAudit,
  type Db,
  type QuestionnaireRecord,
} from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { AppError } from '../../errors.ts';
import { questionnaireSnapshot, toStored } from './questionnaire-structure.ts';
import { findQuestionnaireTemplate } from './questionnaire-templates.ts';

/**
 * A new draft, empty or from a template: the template gives its sections and questions, and its
 * description, category and tags where the body gives none.
 */
export const createQuestionnaire = async ({
  actor,
  input,
  db,
}: {
  actor: Actor;
  input: CreateQuestionnaireBody;
  db: Db;
}): Promise<QuestionnaireRecord> => {
  const template = input.templateId ? findQuestionnaireTemplate(input.templateId) : null;
  if (input.templateId && !template) {
    throw new AppError('VALIDATION_ERROR', 'No such template', [
      { field: 'templateId', message: 'No such template' },
    ]);
  }
  return db.transaction(async (tx) => {
    const row = await insertQuestionnaire(tx, {
      id: newId('qnr'),
      organizationId: actor.organizationId,
      title: input.title,
      description: input.description ?? template?.description ?? '',
      category: input.category ?? template?.category ?? '',
      tags: input.tags ?? template?.tags ?? [],
      visibility: input.visibility,
      structure: toStored(input.structure ?? template?.structure ?? { sections: [] }),
      createdBy: actor.userId,
      lastEditedBy: actor.userId,
    });
    await recordAudit(tx, {
      organizationId: actor.organizationId,
      actorId: actor.userId,
      action: 'questionnaire.created',
      entityType: 'questionnaire',
      entityId: row.id,
      after: { ...questionnaireSnapshot(row), templateId: input.templateId ?? null },
      requestId: actor.requestId,
    });
    return (await findQuestionnaire(tx, actor.organizationId, row.id))!;
  });
};
