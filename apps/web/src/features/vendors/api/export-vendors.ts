import { saveDownload } from '../../../lib/save-download.ts';
import type { SheetFormat } from '../../../lib/import-errors.ts';
import { listQuery } from '../../../lib/search-params.ts';
import type { VendorListParams } from '../lib/vendor-search.ts';

/** Downloads the vendors matching the register's filters and sort, as CSV or XLSX. */
export const exportVendors = ({
  params,
  format,
}: {
  params: VendorListParams;
  format: SheetFormat;
}): Promise<string> =>
  saveDownload(`/vendors/export${listQuery({ ...params, format })}`, `rampart-vendors.${format}`);
