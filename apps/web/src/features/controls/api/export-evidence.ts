import { saveDownload } from '../../../lib/save-download.ts';
import type { SheetFormat } from '../../../lib/import-errors.ts';
import { listQuery } from '../../../lib/search-params.ts';

/** Downloads the list of a control's evidence (not the files), newest first, as CSV or XLSX. */
export const exportEvidence = (controlId: string, format: SheetFormat): Promise<string> =>
  saveDownload(`/evidence/export${listQuery({ controlId, format })}`, `rampart-evidence.${format}`);
