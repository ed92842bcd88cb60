import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { EVIDENCE_OPTIONS_KEY } from '../../../lib/evidence-options.ts';
import { CONTROL_KEYS } from './keys.ts';

export const deleteEvidence = ({ id }: { id: string; controlId: string }) =>
  api.delete<{ deleted: string[] }>(`/evidence/${encodeURIComponent(id)}`);

export const useDeleteEvidence = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEvidence,
    onSuccess: (_, { controlId }) => {
      void queryClient.invalidateQueries({ queryKey: EVIDENCE_OPTIONS_KEY });
      void queryClient.invalidateQueries({ queryKey: CONTROL_KEYS.detail(controlId) });
      return queryClient.invalidateQueries({ queryKey: CONTROL_KEYS.evidence(controlId) });
    },
  });
};
