import type { QuestionnaireStructureBody } from '@rampart/contracts';
import { questionsInOrder, validateStructure, type QuestionnaireStructure } from '@rampart/domain';
import type { QuestionnaireRow } from '@rampart/db';

/** The stored JSON is written only through the contract's schema: read back as the domain type. */
export const asStructure = (stored: QuestionnaireRow['structure']): QuestionnaireStructure =>
  stored as unknown as QuestionnaireStructure;

/** The contract's structure, stored as JSON (the domain type and the contract's agree). */
export const toStored = (
  structure: QuestionnaireStructureBody | QuestionnaireStructure,
): QuestionnaireRow['structure'] => structure as unknown as QuestionnaireRow['structure'];

/** Issues that keep a structure from being published, each named by its `structure.` path. */
export const publishIssues = (structure: QuestionnaireStructure) => {
  const issues = validateStructure(structure).map((i) => ({
    field: `structure.${i.path}`,
    message: i.message,
  }));
  if (issues.length === 0 && questionsInOrder(structure).length === 0) {
    issues.push({ field: 'structure.sections', message: 'Add a question before publishing' });
  }
  return issues;
};

/** The fields the audit trail keeps of a questionnaire (its questions are counted, not copied). */
export const questionnaireSnapshot = (row: QuestionnaireRow) => {
  const structure = asStructure(row.structure);
  return {
    title: row.title,
    status: row.status,
    category: row.category,
    tags: row.tags,
    visibility: row.visibility,
    versionLabel: row.versionLabel,
    sectionCount: structure.sections.length,
    questionCount: questionsInOrder(structure).length,
  };
};
