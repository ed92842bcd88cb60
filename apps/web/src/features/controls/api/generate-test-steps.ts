import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GeneratedTestSteps } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { CONTROL_KEYS } from './keys.ts';

/** ARIA drafts a script's steps; nothing is saved until the user saves them as a test script. */
export const generateTestSteps = (controlId: string) =>
  api.post<GeneratedTestSteps>('/test-scripts/generate', { controlId });

// A read-only POST, asked afresh each time the dialog opens (never cached past it).
export const generateTestStepsQueryOptions = (controlId: string, enabled: boolean) =>
  queryOptions({
    queryKey: CONTROL_KEYS.generatedSteps(controlId),
    queryFn: () => generateTestSteps(controlId),
    enabled,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

export const useGenerateTestSteps = (controlId: string, enabled: boolean) =>
  useQuery(generateTestStepsQueryOptions(controlId, enabled));
