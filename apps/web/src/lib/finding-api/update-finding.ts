import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Finding } from '@rampart/contracts';
import { api, versionHeader } from '../api-client.ts';
import type { FindingInput } from './create-finding.ts';
import { invalidateFindings } from './invalidate-findings.ts';

/** `version`: the updatedAt the change was made on; a newer one answers 412, nothing saved. */
export const updateFinding = ({
  id,
  patch,
  version,
}: {
  id: string;
  patch: Partial<FindingInput>;
  version?: string;
}) => api.patch<Finding>(`/findings/${encodeURIComponent(id)}`, patch, versionHeader(version));

export const useUpdateFinding = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFinding,
    onSuccess: () => invalidateFindings(queryClient),
    // A 412 (changed by someone else): their version is fetched, so reopening starts from it.
    onError: () => invalidateFindings(queryClient),
  });
};
