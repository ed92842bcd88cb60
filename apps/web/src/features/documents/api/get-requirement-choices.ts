import { useQuery } from '@tanstack/react-query';
import type { FrameworkDetail } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { DOCUMENT_KEYS } from './keys.ts';

/** A framework's requirements (the framework page's data), searched on the client. */
export const getRequirementChoices = (frameworkId: string) =>
  api.get<FrameworkDetail>(`/frameworks/${encodeURIComponent(frameworkId)}`);

export const useRequirementChoices = (frameworkId: string | null) =>
  useQuery({
    queryKey: DOCUMENT_KEYS.requirements(frameworkId ?? ''),
    queryFn: () => getRequirementChoices(frameworkId!),
    enabled: frameworkId !== null,
    staleTime: 5 * 60_000,
  });
