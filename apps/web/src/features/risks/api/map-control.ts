import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Mapping } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { RISK_KEYS } from './keys.ts';

export const mapControl = (body: { riskId: string; controlId: string; effectiveness: number }) =>
  api.post<Mapping>('/control-risk-mappings', body);

/** Mapping changes the residual risk, so the risk and everything derived refresh too. */
export const useMapControl = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: mapControl,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RISK_KEYS.all }),
  });
};
