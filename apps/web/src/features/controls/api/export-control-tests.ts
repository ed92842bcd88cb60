import { saveDownload } from '../../../lib/save-download.ts';
import type { SheetFormat } from '../../../lib/import-errors.ts';
import { listQuery } from '../../../lib/search-params.ts';

/** Downloads a control's whole test history, as CSV or XLSX. */
export const exportControlTests = (controlId: string, format: SheetFormat): Promise<string> =>
  saveDownload(
    `/controls/${encodeURIComponent(controlId)}/tests/export${listQuery({ format })}`,
    `rampart-control-tests.${format}`,
  );
