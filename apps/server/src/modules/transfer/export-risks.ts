import type { ListRisksQuery } from '@rampart/contracts';
import { listMembers, listRisks, type Db } from '@rampart/db';
import { exportFileName, type ExportFile } from '../../plugins/export-file.ts';
import { RISK_COLUMNS, riskToCells } from './risk-columns.ts';
import {
  CONTENT_TYPES,
  writeTable,
  type Table,
  type TableFormat,
} from '../../platform/spreadsheets/table-file.ts';

const BATCH = 2000;

/** Every risk matching the filters, in the list's order, as a table. */
const riskTable = async (
  db: Db,
  organizationId: string,
  query: Omit<ListRisksQuery, 'limit' | 'cursor' | 'offset'>,
): Promise<Table> => {
  const emails = new Map((await listMembers(db, organizationId)).map((m) => [m.userId, m.email]));
  const rows: string[][] = [];
  for (let offset = 0; ; offset += BATCH) {
    const page = await listRisks(db, organizationId, { ...query, limit: BATCH, offset });
    for (const { risk: r } of page.rows) {
      rows.push(riskToCells(r, r.ownerUserId ? (emails.get(r.ownerUserId) ?? '') : ''));
    }
    if (page.rows.length < BATCH) break;
  }
  return { headers: [...RISK_COLUMNS], rows };
};

/** The risks matching the filters as a CSV or XLSX file to download, with its name. */
export const exportRisks = async (
  db: Db,
  organizationId: string,
  query: Omit<ListRisksQuery, 'limit' | 'cursor' | 'offset'>,
  format: TableFormat,
  now = new Date(),
): Promise<ExportFile> => ({
  bytes: await writeTable(format, 'Risks', await riskTable(db, organizationId, query)),
  fileName: exportFileName('risks', now, format),
  contentType: CONTENT_TYPES[format],
});
