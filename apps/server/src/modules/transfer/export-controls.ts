import type { ListControlsQuery } from '@rampart/contracts';
import { listControls, listMembers, type Db } from '@rampart/db';
import { CONTROL_COLUMNS, controlToCells } from './control-columns.ts';
import { exportFileName, type ExportFile } from '../../plugins/export-file.ts';
import {
  CONTENT_TYPES,
  writeTable,
  type Table,
  type TableFormat,
} from '../../platform/spreadsheets/table-file.ts';

const BATCH = 2000;

/** Every control matching the filters, in the list's order, as a table. */
const controlTable = async (
  db: Db,
  organizationId: string,
  query: Omit<ListControlsQuery, 'limit' | 'cursor' | 'offset'>,
): Promise<Table> => {
  const emails = new Map((await listMembers(db, organizationId)).map((m) => [m.userId, m.email]));
  const rows: string[][] = [];
  for (let offset = 0; ; offset += BATCH) {
    const page = await listControls(db, organizationId, { ...query, limit: BATCH, offset });
    for (const c of page.rows)
      rows.push(controlToCells(c, c.ownerUserId ? (emails.get(c.ownerUserId) ?? '') : ''));
    if (page.rows.length < BATCH) break;
  }
  return { headers: [...CONTROL_COLUMNS], rows };
};

/** The controls matching the filters as a CSV or XLSX file to download, with its name. */
export const exportControls = async (
  db: Db,
  organizationId: string,
  query: Omit<ListControlsQuery, 'limit' | 'cursor' | 'offset'>,
  format: TableFormat,
  now = new Date(),
): Promise<ExportFile> => ({
  bytes: await writeTable(format, 'Controls', await controlTable(db, organizationId, query)),
  fileName: exportFileName('controls', now, format),
  contentType: CONTENT_TYPES[format],
});
