import { saveDownload } from '../../../lib/save-download.ts';
import type { SheetFormat } from '../../../lib/import-errors.ts';
import { listQuery } from '../../../lib/search-params.ts';
import type { RequirementFilter } from '../lib/requirements.ts';
import { frameworkPath } from '../../../lib/framework-api/framework-keys.ts';

/** Downloads a framework's requirements with the page's filters, as CSV or XLSX. */
export const exportRequirements = (
  frameworkId: string,
  { status, group, q }: RequirementFilter,
  format: SheetFormat,
): Promise<string> =>
  saveDownload(
    `${frameworkPath(frameworkId)}/requirements/export${listQuery({ status, group, q, format })}`,
    `rampart-requirements.${format}`,
  );
