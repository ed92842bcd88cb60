import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Control, ControlTest } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import type { TestResult } from '../lib/labels.ts';
import { CONTROL_KEYS, RISKS_PREFIX } from './keys.ts';

export type CompleteTestInput = {
  controlId: string;
  result: TestResult;
  /** 0..1 */
  effectiveness: number;
  notes?: string;
  /** YYYY-MM-DD; the server uses now when absent. */
  lastTestDate?: string;
  evidenceIds?: string[];
};

type Completed = { control: Control; test: ControlTest; nextTest: ControlTest | null };

export const completeControlTest = ({ controlId, ...body }: CompleteTestInput) =>
  api.post<Completed>(`/controls/${encodeURIComponent(controlId)}/complete-test`, body);

export const useCompleteControlTest = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeControlTest,
    onSuccess: ({ control }) => {
      queryClient.setQueryData(CONTROL_KEYS.detail(control.id), control);
      // The measured effectiveness flows to the mapped risks' residual scores.
      void queryClient.invalidateQueries({ queryKey: RISKS_PREFIX });
      return queryClient.invalidateQueries({ queryKey: CONTROL_KEYS.all });
    },
  });
};
