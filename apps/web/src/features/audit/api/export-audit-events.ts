import { saveDownload } from '../../../lib/save-download.ts';
import type { SheetFormat } from '../../../lib/import-errors.ts';
import { listQuery } from '../../../lib/search-params.ts';

/** Downloads the whole audit log, newest first, as CSV or XLSX. */
export const exportAuditEvents = (format: SheetFormat): Promise<string> =>
  saveDownload(`/audit-events/export${listQuery({ format })}`, `rampart-audit-log.${format}`);
