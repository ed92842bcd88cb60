import { useMutation } from '@tanstack/react-query';
import { downloadBlob, fileNameFrom } from '../../../lib/download.ts';
import { listQuery, type RiskListParams } from '../lib/register-search.ts';
import { rawRequest } from './raw-request.ts';

export type ExportFormat = 'csv' | 'xlsx';

/** Downloads the risks matching the register's filters, as CSV or XLSX. */
export const exportRisks = async ({
  params,
  format,
}: {
  params: RiskListParams;
  format: ExportFormat;
}): Promise<string> => {
  const res = await rawRequest('GET', `/risks/export${listQuery({ ...params, format })}`);
  const name = fileNameFrom(res.headers.get('content-disposition'), `rampart-risks.${format}`);
  downloadBlob(await res.blob(), name);
  return name;
};

export const useExportRisks = () => useMutation({ mutationFn: exportRisks });
