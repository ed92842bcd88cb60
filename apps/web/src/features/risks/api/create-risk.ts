import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Risk, RequestBody, createRiskBodySchema } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { RISK_KEYS } from './keys.ts';

export type CreateRiskInput = RequestBody<typeof createRiskBodySchema>;

export const createRisk = (body: CreateRiskInput) => api.post<Risk>('/risks', body);

export const useCreateRisk = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRisk,
    onSuccess: (risk) => {
      queryClient.setQueryData(RISK_KEYS.detail(risk.id), risk);
      // The list is sorted by the server; refetching puts the new risk where it belongs
      // (first, in the default newest-first order).
      return queryClient.invalidateQueries({ queryKey: RISK_KEYS.all });
    },
  });
};
