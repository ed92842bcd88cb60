import { saveDownload } from '../../../lib/save-download.ts';
import type { SheetFormat } from '../../../lib/import-errors.ts';
import { listQuery } from '../../../lib/search-params.ts';

/** Downloads the controls mapped to this risk, with each mapping's strength. */
export const exportRiskMappings = (riskId: string, format: SheetFormat): Promise<string> =>
  saveDownload(
    `/control-risk-mappings/export${listQuery({ riskId, format })}`,
    `rampart-mappings.${format}`,
  );
