import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Risk, RequestBody, updateRiskBodySchema } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { RISK_KEYS } from './keys.ts';

/** The fields a screen changes; dates go as ISO strings. */
export type UpdateRiskInput = RequestBody<typeof updateRiskBodySchema>;

export const updateRisk = ({ id, patch }: { id: string; patch: UpdateRiskInput }) =>
  api.patch<Risk>(`/risks/${encodeURIComponent(id)}`, patch);

export const useUpdateRisk = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRisk,
    onSuccess: (risk) => {
      // Update replaces the item by id (spec §4); the rest refreshes in the background.
      queryClient.setQueryData(RISK_KEYS.detail(risk.id), risk);
      return queryClient.invalidateQueries({ queryKey: RISK_KEYS.all });
    },
  });
};
