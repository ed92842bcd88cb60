import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Mapping, RequestBody, createMappingBodySchema } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { CONTROL_KEYS, RISKS_PREFIX } from './keys.ts';

export type MapRiskInput = RequestBody<typeof createMappingBodySchema>;

export const mapRisk = (body: MapRiskInput) => api.post<Mapping>('/control-risk-mappings', body);

/** Invalidations after any mapping change: this control, and every cached risk. */
export const useMappingInvalidation = () => {
  const queryClient = useQueryClient();
  return (controlId: string) => {
    void queryClient.invalidateQueries({ queryKey: RISKS_PREFIX });
    void queryClient.invalidateQueries({ queryKey: CONTROL_KEYS.detail(controlId) });
    return queryClient.invalidateQueries({ queryKey: CONTROL_KEYS.mappings(controlId) });
  };
};

export const useMapRisk = () => {
  const invalidate = useMappingInvalidation();
  return useMutation({ mutationFn: mapRisk, onSuccess: (m) => invalidate(m.controlId) });
};
