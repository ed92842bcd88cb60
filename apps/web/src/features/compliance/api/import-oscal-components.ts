import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ComponentImportResult } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { readOscalJson } from '../lib/oscal-file.ts';
import { CONTROLS_PREFIX, FRAMEWORK_KEYS } from '../../../lib/framework-api/framework-keys.ts';

/** Imports an OSCAL component definition: controls of the register and what they implement. */
export const importOscalComponents = async (file: File) =>
  api.post<ComponentImportResult>(
    '/frameworks/oscal/component-definition',
    await readOscalJson(file),
  );

export const useImportOscalComponents = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importOscalComponents,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: FRAMEWORK_KEYS.all }),
        queryClient.invalidateQueries({ queryKey: CONTROLS_PREFIX }),
      ]),
  });
};
