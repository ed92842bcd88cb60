import { saveDownload } from '../../../lib/save-download.ts';
import type { SheetFormat } from '../../../lib/import-errors.ts';
import { listQuery } from '../../../lib/search-params.ts';

/** Downloads the findings raised against a control, newest first, as CSV or XLSX. */
export const exportFindings = (controlId: string, format: SheetFormat): Promise<string> =>
  saveDownload(`/findings/export${listQuery({ controlId, format })}`, `rampart-findings.${format}`);
