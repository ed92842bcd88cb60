import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TestScriptExecution,
  RequestBody,
  executeTestScriptBodySchema,
} from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { CONTROL_KEYS, RISKS_PREFIX } from './keys.ts';

export type ExecuteScriptInput = { scriptId: string } & RequestBody<
  typeof executeTestScriptBodySchema
>;

export const executeTestScript = ({ scriptId, ...body }: ExecuteScriptInput) =>
  api.post<TestScriptExecution>(`/test-scripts/${encodeURIComponent(scriptId)}/execute`, body);

/** A run against a control is also a completed test of it: its tests, band and risks change. */
export const useExecuteTestScript = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: executeTestScript,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: RISKS_PREFIX });
      return queryClient.invalidateQueries({ queryKey: CONTROL_KEYS.all });
    },
  });
};
