import { saveDownload } from '../../../lib/save-download.ts';
import type { SheetFormat } from '../../../lib/import-errors.ts';
import { listQuery } from '../../../lib/search-params.ts';

/** Downloads every assessment of the organisation, newest first, as CSV or XLSX. */
export const exportAssessments = (format: SheetFormat): Promise<string> =>
  saveDownload(`/assessments/export${listQuery({ format })}`, `rampart-assessments.${format}`);
