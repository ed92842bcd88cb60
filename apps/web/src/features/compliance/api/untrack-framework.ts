import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { FRAMEWORK_KEYS, frameworkPath } from '../../../lib/framework-api/framework-keys.ts';

/** Stops tracking a framework; its mappings and applicability decisions stay. */
export const untrackFramework = (id: string) =>
  api.delete<unknown>(`${frameworkPath(id)}/selection`);

export const useUntrackFramework = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: untrackFramework,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FRAMEWORK_KEYS.all }),
  });
};
