import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TestScript, RequestBody, createTestScriptBodySchema } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { CONTROL_KEYS } from './keys.ts';

/** Saved from a control's page, so always linked to the controls whose scripts it refreshes. */
export type NewTestScript = RequestBody<typeof createTestScriptBodySchema> & {
  controlIds: string[];
};

/** Saves a test script linked to the given controls. */
export const createTestScript = (body: NewTestScript) =>
  api.post<TestScript>('/test-scripts', body);

export const useCreateTestScript = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTestScript,
    onSuccess: (_script, body) =>
      Promise.all(
        body.controlIds.map((id) =>
          queryClient.invalidateQueries({ queryKey: CONTROL_KEYS.scripts(id) }),
        ),
      ),
  });
};
