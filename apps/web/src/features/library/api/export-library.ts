import { saveDownload } from '../../../lib/save-download.ts';
import type { SheetFormat } from '../../../lib/import-errors.ts';
import { listQuery } from '../../../lib/search-params.ts';
import type { LibraryListParams } from '../lib/library-search.ts';

/** Downloads the library controls matching the search and filters, as CSV or XLSX. */
export const exportLibrary = (params: LibraryListParams, format: SheetFormat): Promise<string> =>
  saveDownload(
    `/library/controls/export${listQuery({ ...params, format })}`,
    `rampart-control-library.${format}`,
  );
