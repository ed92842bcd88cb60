import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Risk, RequestBody, updateRiskBodySchema } from '@rampart/contracts';
import { ApiError, api, versionHeader } from '../../../lib/api-client.ts';
import { RISK_KEYS } from './keys.ts';

/** The fields a screen changes; dates go as ISO strings. */
export type UpdateRiskInput = RequestBody<typeof updateRiskBodySchema>;

/** `version`: the updatedAt the change was made on; a newer one answers 412, nothing saved. */
export const updateRisk = ({
  id,
  patch,
  version,
}: {
  id: string;
  patch: UpdateRiskInput;
  version?: string;
}) => api.patch<Risk>(`/risks/${encodeURIComponent(id)}`, patch, versionHeader(version));

export const useUpdateRisk = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRisk,
    onSuccess: (risk) => {
      // Update replaces the item by id (spec §4); the rest refreshes in the background.
      queryClient.setQueryData(RISK_KEYS.detail(risk.id), risk);
      return queryClient.invalidateQueries({ queryKey: RISK_KEYS.all });
    },
    // Changed by someone else since it was read: fetch their version, so reopening starts from it.
    onError: (error) => {
      if (error instanceof ApiError && error.status === 412) {
        void queryClient.invalidateQueries({ queryKey: RISK_KEYS.all });
      }
    },
  });
};
