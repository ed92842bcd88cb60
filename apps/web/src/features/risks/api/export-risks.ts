import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { downloadBlob } from '../../../lib/download.ts';
import type { SheetFormat } from '../../../lib/import-errors.ts';
import { listQuery, type RiskListParams } from '../lib/register-search.ts';

export type ExportFormat = SheetFormat;

/** Downloads the risks matching the register's filters, as CSV or XLSX. */
export const exportRisks = async ({
  params,
  format,
}: {
  params: RiskListParams;
  format: ExportFormat;
}): Promise<string> => {
  const { blob, fileName } = await api.download(
    `/risks/export${listQuery({ ...params, format })}`,
    `rampart-risks.${format}`,
  );
  downloadBlob(blob, fileName);
  return fileName;
};

export const useExportRisks = () => useMutation({ mutationFn: exportRisks });
