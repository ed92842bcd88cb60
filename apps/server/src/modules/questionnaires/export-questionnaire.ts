import type { Db } from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import type { CollaborationHub } from '../../collaboration/hub.ts';
import { exportFileName, type ExportFile } from '../../plugins/export-file.ts';
import { forbidden } from '../../errors.ts';
import { requireQuestionnaireAccess } from './questionnaire-access.ts';
import {
  CONTENT_TYPES,
  writeTable,
  type TableFormat,
} from '../../platform/spreadsheets/table-file.ts';
import { QUESTION_COLUMNS, structureToRows } from './questionnaire-columns.ts';
import { asStructure } from './questionnaire-structure.ts';

/**
 * One questionnaire's sections and questions as a CSV or XLSX file, with its name: for those who
 * see it and may download it (the share settings' switch, which admins are not held to).
 */
export const exportQuestionnaire = async ({
  db,
  collaboration,
  actor,
  id,
  format,
  now = new Date(),
}: {
  db: Db;
  collaboration: Pick<CollaborationHub, 'currentStructure'>;
  actor: Actor;
  id: string;
  format: TableFormat;
  now?: Date;
}): Promise<ExportFile> => {
  const { questionnaire: row, access } = await requireQuestionnaireAccess(db, actor, id, 'view');
  if (!access.abilities.download) {
    throw forbidden('Downloads of this questionnaire are turned off in its share settings.');
  }
  const table = {
    headers: [...QUESTION_COLUMNS],
    // Every acknowledged edit, not the snapshot that trails it by the store's debounce.
    rows: structureToRows(
      (await collaboration.currentStructure(actor.organizationId, id)) ??
        asStructure(row.structure),
    ),
  };
  return {
    bytes: await writeTable(
      format,
      'Questions',
      table,
      row.watermark
        ? `Confidential: exported by ${actor.name} (${actor.email}) on ${now.toISOString().slice(0, 10)}`
        : undefined,
    ),
    fileName: exportFileName(`questionnaire-${row.id}`, now, format),
    contentType: CONTENT_TYPES[format],
  };
};
