// Versions: snapshots of the structure, one of them current; restoring makes a new one.
import type { Question, QuestionnaireStructure } from './types.ts';
import { questionsInOrder } from './types.ts';

export type QuestionnaireVersion = {
  id: string;
  /** `1.{n}`, see versionLabel. */
  version: string;
  title: string;
  description?: string;
  createdBy: string;
  createdAt: Date;
  isCurrent: boolean;
  isPublished: boolean;
  /** The label of the version that was current when this one was made. */
  parentVersion: string | null;
  snapshot: QuestionnaireStructure;
};

/** §4: the label is 1.{count+1}, count being the versions that exist already. */
export const VERSION_MAJOR = 1;
export const versionLabel = (existingCount: number): string =>
  `${VERSION_MAJOR}.${existingCount + 1}`;

export type NewVersion = Pick<QuestionnaireVersion, 'id' | 'title' | 'createdBy' | 'snapshot'> & {
  description?: string;
  isPublished?: boolean;
};

/** §4: creating a version makes it the current one and clears the flag on the others. */
export const addVersion = (
  versions: readonly QuestionnaireVersion[],
  input: NewVersion,
  now: Date,
): QuestionnaireVersion[] => {
  const parent = versions.find((v) => v.isCurrent)?.version ?? null;
  const created: QuestionnaireVersion = {
    ...input,
    version: versionLabel(versions.length),
    createdAt: now,
    isCurrent: true,
    isPublished: input.isPublished ?? false,
    parentVersion: parent,
    snapshot: structuredClone(input.snapshot),
  };
  return [...versions.map((v) => (v.isCurrent ? { ...v, isCurrent: false } : v)), created];
};

/** Restoring never rewrites history: the old snapshot comes back as a new, current version. */
export const restoreVersion = (
  versions: readonly QuestionnaireVersion[],
  fromId: string,
  input: { id: string; createdBy: string },
  now: Date,
): QuestionnaireVersion[] | null => {
  const from = versions.find((v) => v.id === fromId);
  if (!from) return null;
  return addVersion(
    versions,
    { ...input, title: `Restored from ${from.version}`, snapshot: from.snapshot },
    now,
  );
};

/** The question fields a comparison looks at, plus `section` when a question moved. */
export const COMPARED_QUESTION_FIELDS = [
  'text',
  'type',
  'required',
  'weight',
  'helpText',
  'options',
  'min',
  'max',
  'creditedAnswer',
  'condition',
] as const satisfies readonly (keyof Question)[];
export type ComparedField = (typeof COMPARED_QUESTION_FIELDS)[number] | 'section';

export type VersionComparison = {
  added: Question[];
  removed: Question[];
  changed: { questionId: string; before: Question; after: Question; fields: ComparedField[] }[];
  unchanged: number;
};

// Key order and absent-versus-undefined must not read as a change (a Yjs map keeps no key order).
const canonical = (v: unknown): unknown => {
  if (Array.isArray(v)) return v.map(canonical);
  if (v !== null && typeof v === 'object') {
    return Object.fromEntries(
      Object.entries(v)
        .filter(([, x]) => x !== undefined)
        .sort(([k1], [k2]) => (k1 < k2 ? -1 : 1))
        .map(([k, x]) => [k, canonical(x)]),
    );
  }
  return v ?? null;
};
const same = (a: unknown, b: unknown): boolean =>
  JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

/** Question by question, matched by id: what `b` added, removed and changed relative to `a`. */
export const compareVersions = (
  a: QuestionnaireStructure,
  b: QuestionnaireStructure,
): VersionComparison => {
  const before = new Map(questionsInOrder(a).map((l) => [l.question.id, l]));
  const after = questionsInOrder(b);
  const afterIds = new Set(after.map((l) => l.question.id));
  const result: VersionComparison = { added: [], removed: [], changed: [], unchanged: 0 };
  for (const l of after) {
    const old = before.get(l.question.id);
    if (!old) {
      result.added.push(l.question);
      continue;
    }
    const fields: ComparedField[] = COMPARED_QUESTION_FIELDS.filter(
      (f) => !same(old.question[f], l.question[f]),
    );
    if (old.sectionId !== l.sectionId) fields.push('section');
    if (fields.length === 0) result.unchanged += 1;
    else
      result.changed.push({
        questionId: l.question.id,
        before: old.question,
        after: l.question,
        fields,
      });
  }
  for (const [id, l] of before) if (!afterIds.has(id)) result.removed.push(l.question);
  return result;
};
