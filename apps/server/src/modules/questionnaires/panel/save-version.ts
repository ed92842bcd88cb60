// One way to make a version, whether asked for, restored or published: the label is the
// domain's 1.{count+1}, the new one is current and no other is, and it records what changed
// since the version that was current. Call it in the transaction that locked the questionnaire.
import { compareVersions, versionLabel, type QuestionnaireStructure } from '@rampart/domain';
import {
  clearCurrentQuestionnaireVersion,
  countQuestionnaireVersions,
  findCurrentQuestionnaireVersion,
  insertQuestionnaireVersion,
  newId,
  recordAudit,
  recordQuestionnaireActivity,
  updateQuestionnaireRow,
  type Executor,
  type QuestionnaireVersionRow,
} from '@rampart/db';
import { toStored } from '../questionnaire-structure.ts';

export type VersionChange = {
  questionId: string;
  change: 'added' | 'removed' | 'changed';
  fields?: string[];
};

/** The stored change list, question by question (the list shows its counts). */
export const versionChanges = (
  before: QuestionnaireStructure,
  after: QuestionnaireStructure,
): VersionChange[] => {
  const c = compareVersions(before, after);
  return [
    ...c.added.map((q) => ({ questionId: q.id, change: 'added' as const })),
    ...c.removed.map((q) => ({ questionId: q.id, change: 'removed' as const })),
    ...c.changed.map((x) => ({
      questionId: x.questionId,
      change: 'changed' as const,
      fields: [...x.fields],
    })),
  ];
};

export type SaveVersionInput = {
  organizationId: string;
  questionnaireId: string;
  structure: QuestionnaireStructure;
  by: { userId: string; name: string; requestId?: string };
  kind: 'created' | 'restored' | 'published';
  title?: string;
  description?: string;
  /** The version a restore brings back. */
  restoredFrom?: { id: string; label: string };
};

const defaultTitle = (input: SaveVersionInput, label: string) => {
  if (input.kind === 'restored')
    return `Restored from ${input.restoredFrom?.label ?? 'an earlier version'}`;
  if (input.kind === 'published') return `Published ${label}`;
  return `Version ${label}`;
};

const activityText = (input: SaveVersionInput, label: string, title: string) => {
  if (input.kind === 'restored') return `restored version ${input.restoredFrom?.label} as ${label}`;
  if (input.kind === 'published') return `published version ${label}`;
  return `created version ${label} “${title}”`;
};

export const saveVersion = async (
  tx: Executor,
  input: SaveVersionInput,
): Promise<QuestionnaireVersionRow> => {
  const { organizationId, questionnaireId } = input;
  const label = versionLabel(await countQuestionnaireVersions(tx, organizationId, questionnaireId));
  const previous = await findCurrentQuestionnaireVersion(tx, organizationId, questionnaireId);
  const before = previous
    ? (previous.structure as unknown as QuestionnaireStructure)
    : { sections: [] };
  await clearCurrentQuestionnaireVersion(tx, organizationId, questionnaireId);
  const title = input.title?.trim() || defaultTitle(input, label);
  const version = await insertQuestionnaireVersion(tx, {
    id: newId('qver'),
    organizationId,
    questionnaireId,
    label,
    title,
    description: input.description?.trim() ?? '',
    structure: toStored(input.structure),
    changes: versionChanges(before, input.structure),
    isCurrent: true,
    isPublished: input.kind === 'published',
    parentVersionId: previous?.id ?? null,
    restoredFromId: input.restoredFrom?.id ?? null,
    createdBy: input.by.userId,
  });
  await updateQuestionnaireRow(tx, organizationId, questionnaireId, { versionLabel: label });
  await recordQuestionnaireActivity(tx, {
    organizationId,
    questionnaireId,
    type: 'version',
    description: activityText(input, label, title),
    userId: input.by.userId,
    userName: input.by.name,
    metadata: { versionId: version.id, label },
  });
  // A publish is audited as the status change it is.
  if (input.kind !== 'published') {
    await recordAudit(tx, {
      organizationId,
      actorId: input.by.userId,
      action:
        input.kind === 'restored'
          ? 'questionnaire.version_restored'
          : 'questionnaire.version_created',
      entityType: 'questionnaire',
      entityId: questionnaireId,
      after: { versionId: version.id, label, title, restoredFrom: input.restoredFrom?.label },
      requestId: input.by.requestId,
    });
  }
  return version;
};
