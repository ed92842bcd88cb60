export { importLineErrors, type ImportLineError } from '../../../lib/import-errors.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client.ts';
import { RISK_KEYS } from './keys.ts';
import { rawRequest } from './raw-request.ts';

export type ImportResult = { created: number; updated: number };

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const importFormatOf = (file: File): 'csv' | 'xlsx' | null => {
  const name = file.name.toLowerCase();
  if (name.endsWith('.xlsx')) return 'xlsx';
  if (name.endsWith('.csv')) return 'csv';
  return null;
};

/** Sends the file as the request body; the server checks every row before it writes any. */
export const importRisks = async (file: File): Promise<ImportResult> => {
  const format = importFormatOf(file);
  if (!format) {
    throw new ApiError('Choose a .csv or .xlsx file', { status: 400, code: 'VALIDATION_ERROR' });
  }
  const contentType = format === 'xlsx' ? XLSX_TYPE : 'text/csv';
  const res = await rawRequest('POST', `/risks/import?format=${format}`, {
    blob: file,
    contentType,
  });
  const payload = (await res.json()) as { data: ImportResult };
  return payload.data;
};

export const useImportRisks = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importRisks,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RISK_KEYS.all }),
  });
};
