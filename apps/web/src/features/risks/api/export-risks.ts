import { saveDownload } from '../../../lib/save-download.ts';
import type { SheetFormat } from '../../../lib/import-errors.ts';
import { listQuery } from '../../../lib/search-params.ts';
import type { RiskListParams } from '../lib/register-search.ts';

/** Downloads the risks matching the register's filters, as CSV or XLSX. */
export const exportRisks = ({
  params,
  format,
}: {
  params: RiskListParams;
  format: SheetFormat;
}): Promise<string> =>
  saveDownload(`/risks/export${listQuery({ ...params, format })}`, `rampart-risks.${format}`);
