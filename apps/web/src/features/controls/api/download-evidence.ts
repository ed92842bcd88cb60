import { apiPath, saveDownload } from '../../../lib/save-download.ts';

/** Saves an evidence file under its own name; the server gives the URL with the /api prefix. */
export const downloadEvidence = (downloadUrl: string, fallbackName: string) =>
  saveDownload(apiPath(downloadUrl), fallbackName);
