import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Finding, FindingSeverity, FindingStatus } from '@rampart/contracts';
import { api } from '../api-client.ts';
import { invalidateFindings } from './invalidate-findings.ts';

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

/** A finding on a control, or on nothing yet (raised in the findings register). */
export const createFinding = (body: FindingInput & { controlId?: string }) =>
  api.post<Finding>('/findings', body);

export const useCreateFinding = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFinding,
    onSuccess: () => invalidateFindings(queryClient),
  });
};
