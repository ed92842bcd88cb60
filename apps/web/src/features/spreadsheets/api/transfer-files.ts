import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportResult as RowsImportResult, MatrixImportResult } from '@rampart/contracts';
import { api, ApiError } from '../../../lib/api-client.ts';
import { downloadBlob } from '../../../lib/download.ts';
import { sheetContentType, sheetFormatOf, type SheetFormat } from '../../../lib/import-errors.ts';
import { riskFilterParams, toQueryString, type MatrixParams } from '../lib/matrix-search.ts';
import { CONTROLS_PREFIX, RISKS_PREFIX } from './keys.ts';

export type FileFormat = SheetFormat;
/** What a spreadsheet holds: the RCSA matrix (XLSX only), the risks or the controls. */
export type Sheet = 'matrix' | 'risks' | 'controls';
/** Risks and controls report rows added and changed; the matrix also the mappings removed. */
export type ImportResult = RowsImportResult & Partial<Pick<MatrixImportResult, 'deleted'>>;

export const SHEET_FORMATS: Record<Sheet, readonly FileFormat[]> = {
  matrix: ['xlsx'],
  risks: ['csv', 'xlsx'],
  controls: ['csv', 'xlsx'],
};

const exportPath = (sheet: Sheet, format: FileFormat, params: MatrixParams): string => {
  if (sheet === 'matrix') return `/rcsa/matrix/export${toQueryString(params)}`;
  if (sheet === 'risks')
    return `/risks/export${toQueryString({ ...riskFilterParams(params), format })}`;
  return `/controls/export${toQueryString({ format })}`;
};

/** Downloads a sheet: the matrix and the risks with the page's filters, all controls. */
export const exportSheet = async (input: {
  sheet: Sheet;
  format: FileFormat;
  params: MatrixParams;
}): Promise<string> => {
  const { blob, fileName } = await api.download(
    exportPath(input.sheet, input.format, input.params),
    `rampart-${input.sheet === 'matrix' ? 'rcsa-matrix' : input.sheet}.${input.format}`,
  );
  downloadBlob(blob, fileName);
  return fileName;
};

export const useExportSheet = () => useMutation({ mutationFn: exportSheet });

/** Sends the file as the raw body; the server checks every row before it changes anything. */
export const importSheet = async ({ sheet, file }: { sheet: Sheet; file: File }) => {
  const format = sheetFormatOf(file);
  if (!format || !SHEET_FORMATS[sheet].includes(format)) {
    const allowed = SHEET_FORMATS[sheet].map((f) => `.${f}`).join(' or ');
    throw new ApiError(`Choose a ${allowed} file`, { status: 400, code: 'VALIDATION_ERROR' });
  }
  const path = sheet === 'matrix' ? '/rcsa/matrix/import' : `/${sheet}/import?format=${format}`;
  return api.uploadRaw<ImportResult>(path, file, sheetContentType(format));
};

export const useImportSheet = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importSheet,
    // Mappings and controls move residual risk, and risks carry their mappings: refresh both.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: RISKS_PREFIX }),
        queryClient.invalidateQueries({ queryKey: CONTROLS_PREFIX }),
      ]),
  });
};
