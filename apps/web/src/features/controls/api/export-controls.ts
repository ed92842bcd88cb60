import { saveDownload } from '../../../lib/save-download.ts';
import type { SheetFormat } from '../../../lib/import-errors.ts';
import { listQuery } from '../../../lib/search-params.ts';
import type { ControlListParams } from '../lib/controls-search.ts';

/** Downloads the controls matching the list's filters and sort, as CSV or XLSX. */
export const exportControls = (params: ControlListParams, format: SheetFormat): Promise<string> =>
  saveDownload(`/controls/export${listQuery({ ...params, format })}`, `rampart-controls.${format}`);
