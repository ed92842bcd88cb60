import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Mapping } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { RISK_KEYS } from './keys.ts';

const path = (riskId: string, controlId: string) =>
  `/control-risk-mappings/${encodeURIComponent(riskId)}/${encodeURIComponent(controlId)}`;

export const updateMapping = (v: { riskId: string; controlId: string; effectiveness: number }) =>
  api.patch<Mapping>(path(v.riskId, v.controlId), { effectiveness: v.effectiveness });

export const useUpdateMapping = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMapping,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RISK_KEYS.all }),
  });
};
