import { api, API_BASE } from './api-client.ts';
import { downloadBlob } from './download.ts';

/**
 * Fetches a file through the API client (a plain link would not send the organisation header)
 * and saves it under the name the server gave; returns that name.
 */
export const saveDownload = async (path: string, fallbackName: string): Promise<string> => {
  const { blob, fileName } = await api.download(path, fallbackName);
  downloadBlob(blob, fileName);
  return fileName;
};

/** A download URL the server gave (with the /api prefix) as the API client's path. */
export const apiPath = (url: string): string =>
  url.startsWith(`${API_BASE}/`) ? url.slice(API_BASE.length) : url;
