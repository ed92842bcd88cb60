import type { ListVendorsQuery } from '@rampart/contracts';
import { listMembers, listVendors, type Db } from '@rampart/db';
import { exportFileName, type ExportFile } from '../../plugins/export-file.ts';
import {
  CONTENT_TYPES,
  writeTable,
  type Table,
  type TableFormat,
} from '../../platform/spreadsheets/table-file.ts';
import { VENDOR_COLUMNS, vendorToCells } from './vendor-columns.ts';
import { endOfDay } from './vendor-fields.ts';

const BATCH = 2000;
export type VendorExportQuery = Omit<ListVendorsQuery, 'limit' | 'cursor' | 'offset'>;

/** Every vendor matching the list's filters, in the list's order, as a table. */
const vendorTable = async (
  db: Db,
  organizationId: string,
  query: VendorExportQuery,
  now: Date,
): Promise<Table> => {
  const emails = new Map((await listMembers(db, organizationId)).map((m) => [m.userId, m.email]));
  const rows: string[][] = [];
  for (let offset = 0; ; offset += BATCH) {
    const page = await listVendors(
      db,
      organizationId,
      { ...query, limit: BATCH, offset },
      endOfDay(now),
    );
    for (const v of page.rows) {
      rows.push(vendorToCells(v, v.ownerUserId ? (emails.get(v.ownerUserId) ?? '') : ''));
    }
    if (page.rows.length < BATCH) break;
  }
  return { headers: [...VENDOR_COLUMNS], rows };
};

/** The vendors matching the filters as a CSV or XLSX file to download, with its name. */
export const exportVendors = async ({
  db,
  organizationId,
  query,
  format,
  now = new Date(),
}: {
  db: Db;
  organizationId: string;
  query: VendorExportQuery;
  format: TableFormat;
  now?: Date;
}): Promise<ExportFile> => ({
  bytes: await writeTable(format, 'Vendors', await vendorTable(db, organizationId, query, now)),
  fileName: exportFileName('vendors', now, format),
  contentType: CONTENT_TYPES[format],
});
