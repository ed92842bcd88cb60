import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CompletedControlTest,
  RequestBody,
  completeControlTestBodySchema,
} from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { CONTROL_KEYS, RISKS_PREFIX } from './keys.ts';

export type CompleteTestInput = { controlId: string } & RequestBody<
  typeof completeControlTestBodySchema
>;

export const completeControlTest = ({ controlId, ...body }: CompleteTestInput) =>
  api.post<CompletedControlTest>(`/controls/${encodeURIComponent(controlId)}/complete-test`, body);

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
