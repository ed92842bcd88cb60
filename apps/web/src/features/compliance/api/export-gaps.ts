import { useMutation } from '@tanstack/react-query';
import { api, toQuery } from '../../../lib/api-client.ts';
import { downloadBlob } from '../../../lib/download.ts';
import { frameworkPath } from '../../../lib/framework-api/framework-keys.ts';

export type GapExportFormat = 'xlsx' | 'pdf';

/** Downloads the gap analysis as a workbook or a report; returns the saved file's name. */
export const exportGaps = async ({
  frameworkId,
  format,
}: {
  frameworkId: string;
  format: GapExportFormat;
}): Promise<string> => {
  const { blob, fileName } = await api.download(
    `${frameworkPath(frameworkId)}/gaps/export${toQuery({ format })}`,
    `gap-analysis-${frameworkId}.${format}`,
  );
  downloadBlob(blob, fileName);
  return fileName;
};

export const useExportGaps = () => useMutation({ mutationFn: exportGaps });
