import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useMappingInvalidation } from './map-risk.ts';

export const unmapRisk = ({ riskId, controlId }: { riskId: string; controlId: string }) =>
  api.delete<unknown>(
    `/control-risk-mappings/${encodeURIComponent(riskId)}/${encodeURIComponent(controlId)}`,
  );

export const useUnmapRisk = () => {
  const invalidate = useMappingInvalidation();
  return useMutation({ mutationFn: unmapRisk, onSuccess: (_, v) => invalidate(v.controlId) });
};
