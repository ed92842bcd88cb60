import type { Db } from '@rampart/db';
import { exportFileName, type ExportFile } from '../../plugins/export-file.ts';
import { buildRcsaMatrix, matrixToTable, type RcsaMatrixFilter } from './rcsa-matrix.ts';
import { CONTENT_TYPES, writeTable } from '../../platform/spreadsheets/table-file.ts';

/** The RCSA matrix as an XLSX workbook that `importMatrix` reads back, with its name. */
export const exportRcsaMatrix = async (
  db: Db,
  organizationId: string,
  filter: RcsaMatrixFilter,
  now = new Date(),
): Promise<ExportFile> => {
  const matrix = await buildRcsaMatrix(db, organizationId, filter);
  return {
    bytes: await writeTable('xlsx', 'RCSA matrix', matrixToTable(matrix)),
    fileName: exportFileName('rcsa-matrix', now, 'xlsx'),
    contentType: CONTENT_TYPES.xlsx,
  };
};
