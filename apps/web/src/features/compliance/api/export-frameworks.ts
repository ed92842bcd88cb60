import { saveDownload } from '../../../lib/save-download.ts';
import type { SheetFormat } from '../../../lib/import-errors.ts';
import { listQuery } from '../../../lib/search-params.ts';

/** Downloads Framework Status as the page shows it: the tracked frameworks and their figures. */
export const exportFrameworks = (format: SheetFormat): Promise<string> =>
  saveDownload(
    `/frameworks/export${listQuery({ tracked: 'true', format })}`,
    `rampart-frameworks.${format}`,
  );
