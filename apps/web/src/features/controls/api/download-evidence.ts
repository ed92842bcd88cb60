import { api, API_BASE } from '../../../lib/api-client.ts';
import { downloadBlob } from '../../../lib/download.ts';

/**
 * Fetches an evidence file through the API client (a plain link would not send the organisation
 * header) and saves it under its own name. The server gives the URL with the /api prefix.
 */
export const downloadEvidence = async (downloadUrl: string, fallbackName: string) => {
  const path = downloadUrl.startsWith(`${API_BASE}/`)
    ? downloadUrl.slice(API_BASE.length)
    : downloadUrl;
  const { blob, fileName } = await api.download(path, fallbackName);
  downloadBlob(blob, fileName);
};
