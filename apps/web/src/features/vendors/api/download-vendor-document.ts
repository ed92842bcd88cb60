import { apiPath, saveDownload } from '../../../lib/save-download.ts';

/** Saves a vendor document under its own name; the server gives the URL with /api. */
export const downloadVendorDocument = (downloadUrl: string, fallbackName: string) =>
  saveDownload(apiPath(downloadUrl), fallbackName);
