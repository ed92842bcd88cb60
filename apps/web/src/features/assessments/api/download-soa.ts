import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { downloadBlob } from '../../../lib/download.ts';

/** The Statement of Applicability (ISO 27001) as an XLSX file, saved by the browser. */
export const downloadSoa = async (id: string) => {
  const file = await api.download(
    `/assessments/${encodeURIComponent(id)}/soa.xlsx`,
    'statement-of-applicability.xlsx',
  );
  downloadBlob(file.blob, file.fileName);
  return file.fileName;
};

export const useDownloadSoa = () => useMutation({ mutationFn: downloadSoa });
