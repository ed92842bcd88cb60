import { api, API_BASE } from '../../../lib/api-client.ts';
import { downloadBlob } from '../../../lib/download.ts';

/**
 * Fetches a vendor document through the API client (a plain link would not send the
 * organisation header) and saves it under its own name. The server gives the URL with /api.
 */
export const downloadVendorDocument = async (downloadUrl: string, fallbackName: string) => {
  const path = downloadUrl.startsWith(`${API_BASE}/`)
    ? downloadUrl.slice(API_BASE.length)
    : downloadUrl;
  const { blob, fileName } = await api.download(path, fallbackName);
  downloadBlob(blob, fileName);
};
