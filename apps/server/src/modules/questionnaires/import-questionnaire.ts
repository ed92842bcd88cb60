import {
  findQuestionnaire,
  insertQuestionnaire,
  newId,
  recordAudit,
  type Db,
  type QuestionnaireRecord,
} from '@rampart/db';
import {
  failImport,
  headerIndex,
  readTable,
  type ImportOptions,
} from '../../platform/spreadsheets/table-file.ts';
import { rowsToStructure } from './questionnaire-rows.ts';
import { questionnaireSnapshot, toStored } from './questionnaire-structure.ts';

/** The title an imported questionnaire gets when the request names none. */
export const IMPORTED_TITLE = 'Imported questionnaire';

/**
 * A new draft questionnaire from a CSV or XLSX file with the export's columns. Every row is
 * checked first and any problem refuses the whole file, named by line and column; then the
 * questionnaire is written in one transaction.
 */
export const importQuestionnaire = async ({
  actor,
  format,
  bytes,
  db,
  title,
}: ImportOptions<Db> & { title?: string }): Promise<QuestionnaireRecord> => {
  const table = await readTable(format, bytes);
  const col = headerIndex(table.headers);
  for (const key of ['sectionId', 'questionId', 'text', 'type']) {
    if (col(key) === undefined) {
      failImport([{ line: 1, field: key, message: `The header row needs a "${key}" column` }]);
    }
  }
  if (table.rows.length === 0) {
    failImport([{ line: 2, field: 'sectionId', message: 'The file has no questions' }]);
  }
  const { structure, errors } = rowsToStructure(table);
  if (errors.length > 0) failImport(errors.sort((a, b) => a.line - b.line));
  return db.transaction(async (tx) => {
    const row = await insertQuestionnaire(tx, {
      id: newId('qnr'),
      organizationId: actor.organizationId,
      title: title ?? IMPORTED_TITLE,
      structure: toStored(structure),
      createdBy: actor.userId,
      lastEditedBy: actor.userId,
    });
    await recordAudit(tx, {
      organizationId: actor.organizationId,
      actorId: actor.userId,
      action: 'questionnaire.imported',
      entityType: 'questionnaire',
      entityId: row.id,
      after: { ...questionnaireSnapshot(row), format },
      requestId: actor.requestId,
    });
    return (await findQuestionnaire(tx, actor.organizationId, row.id))!;
  });
};
