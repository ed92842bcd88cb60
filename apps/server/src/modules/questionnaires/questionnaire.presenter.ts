import {
  COLLABORATION_PERMISSIONS,
  type CollaborationPermission,
  type Questionnaire,
} from '@rampart/contracts';
import { hasPermission, questionnaireAbilities, questionsInOrder } from '@rampart/domain';
import type { QuestionnaireRecord } from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { asStructure } from './questionnaire-structure.ts';

/**
 * What the actor may do to the organisation's questionnaires, until collaborators and sharing
 * (issue 12 point 4) give each person a role per questionnaire: writers act as owners, readers
 * view.
 */
export const actorQuestionnairePermissions = (actor: Actor): readonly CollaborationPermission[] =>
  hasPermission(actor.permissions, 'questionnaires:write') ? COLLABORATION_PERMISSIONS : ['view'];

const person = (id: string | null, name: string | null) => (id ? { id, name: name ?? '' } : null);

export const presentQuestionnaire = (row: QuestionnaireRecord, actor: Actor): Questionnaire => {
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
    structure: structure as Questionnaire['structure'],
    versionLabel: row.versionLabel,
    sectionCount: structure.sections.length,
    questionCount: questionsInOrder(structure).length,
    responseCount: 0,
    completionRate: 0,
    createdBy: person(row.createdBy, row.createdByName),
    lastEditedBy: person(row.lastEditedBy, row.lastEditedByName),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    // Download follows the share settings' switch once they exist; open until then.
    abilities: questionnaireAbilities(actorQuestionnairePermissions(actor), status, true),
  };
};
