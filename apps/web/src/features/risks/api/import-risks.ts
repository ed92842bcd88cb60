import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportResult } from '@rampart/contracts';
import { api, ApiError } from '../../../lib/api-client.ts';
import { sheetContentType, sheetFormatOf } from '../../../lib/import-errors.ts';
import { RISK_KEYS } from './keys.ts';

/** Sends the file as the request body; the server checks every row before it writes any. */
export const importRisks = async (file: File): Promise<ImportResult> => {
  const format = sheetFormatOf(file);
  if (!format) {
    throw new ApiError('Choose a .csv or .xlsx file', { status: 400, code: 'VALIDATION_ERROR' });
  }
  return api.uploadRaw<ImportResult>(
    `/risks/import?format=${format}`,
    file,
    sheetContentType(format),
  );
};

export const useImportRisks = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importRisks,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RISK_KEYS.all }),
  });
};
