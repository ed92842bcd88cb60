import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VendorImportResult } from '@rampart/contracts';
import { api, ApiError } from '../../../lib/api-client.ts';
import { sheetContentType, sheetFormatOf } from '../../../lib/import-errors.ts';
import { vendorKeys } from '../../../lib/vendor-api/vendor-keys.ts';

export type ImportVendorsResult = VendorImportResult;

/** Sends the file as the request body; the server checks every row before it writes any. */
export const importVendors = async (file: File): Promise<ImportVendorsResult> => {
  const format = sheetFormatOf(file);
  if (!format) {
    throw new ApiError('Choose a .csv or .xlsx file', { status: 400, code: 'VALIDATION_ERROR' });
  }
  return api.uploadRaw<ImportVendorsResult>(
    `/vendors/import?format=${format}`,
    file,
    sheetContentType(format),
  );
};

export const useImportVendors = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importVendors,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorKeys.all }),
  });
};
