import { useMutation } from '@tanstack/react-query';
import { postForResponse } from '../../../lib/api-client.ts';
import { downloadBlob, fileNameFrom } from '../../../lib/download.ts';

const FALLBACK_NAME = 'rampart-executive-report.pdf';

/**
 * Downloads the executive report as a PDF. The report is a POST (the client's download helper
 * only GETs), sent with the same headers as every API call; returns the saved file's name.
 */
export const downloadExecutiveReport = async (): Promise<string> => {
  const res = await postForResponse(
    '/ai/reports/executive',
    { format: 'pdf' },
    { accept: 'application/pdf, application/json' },
  );
  const fileName = fileNameFrom(res.headers.get('content-disposition'), FALLBACK_NAME);
  downloadBlob(await res.blob(), fileName);
  return fileName;
};

export const useDownloadExecutiveReport = () =>
  useMutation({ mutationFn: downloadExecutiveReport });
