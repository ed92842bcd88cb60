import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { downloadBlob } from '../../../lib/download.ts';
import type { SheetFormat } from '../../../lib/import-errors.ts';
import { listQuery, type VendorListParams } from '../lib/vendor-search.ts';

/** Downloads the vendors matching the register's filters and sort, as CSV or XLSX. */
export const exportVendors = async ({
  params,
  format,
}: {
  params: VendorListParams;
  format: SheetFormat;
}): Promise<string> => {
  const { blob, fileName } = await api.download(
    `/vendors/export${listQuery({ ...params, format })}`,
    `rampart-vendors.${format}`,
  );
  downloadBlob(blob, fileName);
  return fileName;
};

export const useExportVendors = () => useMutation({ mutationFn: exportVendors });
