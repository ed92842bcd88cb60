import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GapAnalysis } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { FRAMEWORK_KEYS, frameworkPath } from '../../../lib/framework-api/framework-keys.ts';

/** The framework's unmet requirements, most important first, with what would close each. */
export const getGaps = (id: string) => api.get<GapAnalysis>(`${frameworkPath(id)}/gaps`);

export const gapsQueryOptions = (id: string) =>
  queryOptions({ queryKey: FRAMEWORK_KEYS.gaps(id), queryFn: () => getGaps(id) });

export const useGaps = (id: string | undefined) =>
  useQuery({ ...gapsQueryOptions(id ?? ''), enabled: Boolean(id) });
