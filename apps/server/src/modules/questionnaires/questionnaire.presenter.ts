import type { Questionnaire } from '@rampart/contracts';
import { questionsInOrder } from '@rampart/domain';
import type { QuestionnaireRecord } from '@rampart/db';
import { accessFromRole, type QuestionnaireAccess } from './questionnaire-access.ts';
import { asStructure } from './questionnaire-structure.ts';

const person = (id: string | null, name: string | null) => (id ? { id, name: name ?? '' } : null);

/**
 * The questionnaire with the actor's role and abilities on it. The abilities are taken again
 * from the role and this row, so a status just changed is reflected.
 */
export const presentQuestionnaire = (
  row: QuestionnaireRecord,
  access: Pick<QuestionnaireAccess, 'role'>,
): Questionnaire => {
  const structure = asStructure(row.structure);
  const status = row.status as Questionnaire['status'];
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    status,
    category: row.category,
    tags: row.tags,
    visibility: row.visibility as Questionnaire['visibility'],
    requiresApproval: row.requiresApproval,
    allowDownload: row.allowDownload,
    watermark: row.watermark,
    structure: structure as Questionnaire['structure'],
    versionLabel: row.versionLabel,
    sectionCount: structure.sections.length,
    questionCount: questionsInOrder(structure).length,
    responseCount: row.responseCount,
    completionRate: row.completionRate,
    createdBy: person(row.createdBy, row.createdByName),
    lastEditedBy: person(row.lastEditedBy, row.lastEditedByName),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    role: access.role,
    abilities: accessFromRole(access.role, row).abilities,
  };
};
