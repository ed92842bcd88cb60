import { findQuestionnaire, type Db } from '@rampart/db';
import { exportFileName, type ExportFile } from '../../plugins/export-file.ts';
import { notFound } from '../../errors.ts';
import { CONTENT_TYPES, writeTable, type TableFormat } from '../transfer/table-file.ts';
import { QUESTION_COLUMNS, structureToRows } from './questionnaire-columns.ts';
import { asStructure } from './questionnaire-structure.ts';

/** One questionnaire's sections and questions as a CSV or XLSX file, with its name. */
export const exportQuestionnaire = async ({
  db,
  organizationId,
  id,
  format,
  now = new Date(),
}: {
  db: Db;
  organizationId: string;
  id: string;
  format: TableFormat;
  now?: Date;
}): Promise<ExportFile> => {
  const row = await findQuestionnaire(db, organizationId, id);
  if (!row) throw notFound('Questionnaire');
  const table = {
    headers: [...QUESTION_COLUMNS],
    rows: structureToRows(asStructure(row.structure)),
  };
  return {
    bytes: await writeTable(format, 'Questions', table),
    fileName: exportFileName(`questionnaire-${row.id}`, now, format),
    contentType: CONTENT_TYPES[format],
  };
};
