import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OscalImportResult } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { readOscalJson } from '../lib/oscal-file.ts';
import { FRAMEWORK_KEYS } from '../../../lib/framework-api/framework-keys.ts';

/** Imports an OSCAL catalog (or resolved profile catalog) as a framework of the organisation. */
export const importOscalCatalog = async (file: File) =>
  api.post<OscalImportResult>('/frameworks/import/oscal', await readOscalJson(file));

export const useImportOscalCatalog = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importOscalCatalog,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FRAMEWORK_KEYS.all }),
  });
};
