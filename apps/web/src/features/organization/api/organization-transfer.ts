import { saveDownload } from '../../../lib/save-download.ts';

/** The whole organisation as one zip (owners): every record, the people they name, every file. */
export const downloadOrganizationExport = (): Promise<string> =>
  saveDownload('/organizations/current/export', 'rampart-organization.zip');
