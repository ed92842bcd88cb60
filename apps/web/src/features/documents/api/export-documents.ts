import { saveDownload } from '../../../lib/save-download.ts';
import type { SheetFormat } from '../../../lib/import-errors.ts';
import { listQuery } from '../../../lib/search-params.ts';
import type { DocumentListParams } from '../lib/documents-search.ts';

/** Downloads every row matching the list's filters, in its order, as CSV or XLSX. */
export const exportDocuments = ({
  params,
  format,
}: {
  params: DocumentListParams;
  format: SheetFormat;
}): Promise<string> =>
  saveDownload(
    `/documents/export${listQuery({ ...params, format })}`,
    `rampart-documents.${format}`,
  );
