import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FrameworkItem } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { FRAMEWORK_KEYS, frameworkPath } from '../../../lib/framework-api/framework-keys.ts';

/** Starts tracking a framework on Framework Status. */
export const trackFramework = (id: string) =>
  api.put<FrameworkItem>(`${frameworkPath(id)}/selection`);

export const useTrackFramework = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: trackFramework,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FRAMEWORK_KEYS.all }),
  });
};
