import { useMutation } from '@tanstack/react-query';
import type { Mapping } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { useMappingInvalidation, type MapRiskInput } from './map-risk.ts';

const path = (riskId: string, controlId: string) =>
  `/control-risk-mappings/${encodeURIComponent(riskId)}/${encodeURIComponent(controlId)}`;

export const updateRiskMapping = ({ riskId, controlId, effectiveness }: MapRiskInput) =>
  api.patch<Mapping>(path(riskId, controlId), { effectiveness });

export const useUpdateRiskMapping = () => {
  const invalidate = useMappingInvalidation();
  return useMutation({ mutationFn: updateRiskMapping, onSuccess: (m) => invalidate(m.controlId) });
};
