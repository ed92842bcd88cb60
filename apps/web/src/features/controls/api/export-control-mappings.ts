import { saveDownload } from '../../../lib/save-download.ts';
import type { SheetFormat } from '../../../lib/import-errors.ts';
import { listQuery } from '../../../lib/search-params.ts';

/** Downloads the risks this control is mapped to, with each mapping's strength. */
export const exportControlMappings = (controlId: string, format: SheetFormat): Promise<string> =>
  saveDownload(
    `/control-risk-mappings/export${listQuery({ controlId, format })}`,
    `rampart-mappings.${format}`,
  );
