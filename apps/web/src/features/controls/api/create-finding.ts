import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Finding, FindingSeverity, FindingStatus } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { CONTROL_KEYS } from './keys.ts';

/** The fields of the finding form; dates as YYYY-MM-DD, null clears. */
export type FindingInput = {
  title: string;
  description: string;
  severity: FindingSeverity;
  status: FindingStatus;
  ownerUserId: string | null;
  dueDate: string | null;
  remediation: string;
};

export const createFinding = (body: FindingInput & { controlId: string }) =>
  api.post<Finding>('/findings', body);

export const useCreateFinding = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFinding,
    onSuccess: (f) =>
      queryClient.invalidateQueries({ queryKey: CONTROL_KEYS.findings(f.controlId ?? '') }),
  });
};
