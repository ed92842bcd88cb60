import { saveDownload } from '../../../lib/save-download.ts';
import type { SheetFormat } from '../../../lib/import-errors.ts';
import { listQuery } from '../../../lib/search-params.ts';
import type { FindingListParams } from '../lib/findings-search.ts';

/** Downloads every finding matching the register's filters, in its order, as CSV or XLSX. */
export const exportFindings = ({
  params,
  format,
}: {
  params: FindingListParams;
  format: SheetFormat;
}): Promise<string> =>
  saveDownload(`/findings/export${listQuery({ ...params, format })}`, `rampart-findings.${format}`);
