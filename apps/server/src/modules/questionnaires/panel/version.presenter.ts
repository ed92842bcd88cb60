import type {
  QuestionnaireStructureBody,
  QuestionnaireVersion,
  QuestionnaireVersionComparison,
  QuestionnaireVersionDetail,
} from '@rampart/contracts';
import type { VersionComparison } from '@rampart/domain';
import type { QuestionnaireVersionRecord, QuestionnaireVersionSummary } from '@rampart/db';
import type { VersionChange } from './save-version.ts';

const counts = (changes: unknown[]) => {
  const list = changes as VersionChange[];
  const n = (kind: VersionChange['change']) => list.filter((c) => c.change === kind).length;
  return { added: n('added'), removed: n('removed'), changed: n('changed') };
};

export const presentVersion = (row: QuestionnaireVersionSummary): QuestionnaireVersion => ({
  id: row.id,
  label: row.label,
  title: row.title,
  description: row.description,
  createdBy: row.createdBy ? { id: row.createdBy, name: row.createdByName ?? '' } : null,
  createdAt: row.createdAt.toISOString(),
  isCurrent: row.isCurrent,
  isPublished: row.isPublished,
  parentVersion: row.parentLabel,
  restoredFrom: row.restoredFromLabel,
  changes: counts(row.changes),
});

export const presentVersionDetail = (
  row: QuestionnaireVersionRecord,
): QuestionnaireVersionDetail => ({
  ...presentVersion(row),
  structure: row.structure as unknown as QuestionnaireStructureBody,
});

type Question = QuestionnaireVersionComparison['added'][number];

export const presentComparison = (
  from: { id: string; label: string },
  to: { id: string; label: string },
  c: VersionComparison,
): QuestionnaireVersionComparison => ({
  from: { id: from.id, label: from.label },
  to: { id: to.id, label: to.label },
  added: c.added as Question[],
  removed: c.removed as Question[],
  changed: c.changed.map((x) => ({
    questionId: x.questionId,
    fields: [...x.fields],
    before: x.before as Question,
    after: x.after as Question,
  })),
  unchanged: c.unchanged,
});
