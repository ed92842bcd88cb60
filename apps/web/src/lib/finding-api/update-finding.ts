import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Finding } from '@rampart/contracts';
import { api } from '../api-client.ts';
import type { FindingInput } from './create-finding.ts';
import { invalidateFindings } from './invalidate-findings.ts';

export const updateFinding = ({ id, patch }: { id: string; patch: Partial<FindingInput> }) =>
  api.patch<Finding>(`/findings/${encodeURIComponent(id)}`, patch);

export const useUpdateFinding = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFinding,
    onSuccess: () => invalidateFindings(queryClient),
  });
};
