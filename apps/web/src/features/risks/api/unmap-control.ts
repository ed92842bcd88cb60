import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { RISK_KEYS } from './keys.ts';

export const unmapControl = ({ riskId, controlId }: { riskId: string; controlId: string }) =>
  api.delete<unknown>(
    `/control-risk-mappings/${encodeURIComponent(riskId)}/${encodeURIComponent(controlId)}`,
  );

export const useUnmapControl = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unmapControl,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RISK_KEYS.all }),
  });
};
