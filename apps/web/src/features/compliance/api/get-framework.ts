import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FrameworkDetail } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { FRAMEWORK_KEYS, frameworkPath } from '../../../lib/framework-api/framework-keys.ts';

/** A framework with every requirement's status for the organisation. */
export const getFramework = (id: string) => api.get<FrameworkDetail>(frameworkPath(id));

export const frameworkQueryOptions = (id: string) =>
  queryOptions({ queryKey: FRAMEWORK_KEYS.detail(id), queryFn: () => getFramework(id) });

export const useFramework = (id: string) => useQuery(frameworkQueryOptions(id));
