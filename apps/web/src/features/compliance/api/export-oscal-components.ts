import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { downloadBlob } from '../../../lib/download.ts';
import { slug } from '../lib/oscal-file.ts';
import { frameworkPath } from '../../../lib/framework-api/framework-keys.ts';

/** Downloads the organisation's controls for a framework as an OSCAL component definition. */
export const exportOscalComponents = async ({
  frameworkId,
  frameworkName,
}: {
  frameworkId: string;
  frameworkName: string;
}): Promise<string> => {
  const { blob, fileName } = await api.download(
    `${frameworkPath(frameworkId)}/oscal/component-definition`,
    `${slug(frameworkName)}-component-definition.json`,
  );
  downloadBlob(blob, fileName);
  return fileName;
};

export const useExportOscalComponents = () => useMutation({ mutationFn: exportOscalComponents });
