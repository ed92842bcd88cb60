import { apiPath, saveDownload } from '../../../lib/save-download.ts';

/** Saves a document version or an evidence file; the server gives the URL with /api. */
export const downloadFile = (downloadUrl: string, fallbackName: string) =>
  saveDownload(apiPath(downloadUrl), fallbackName);
