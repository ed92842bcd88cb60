import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LibraryControlItem } from '@rampart/contracts';
import { getAllItems } from '../../../lib/api-client.ts';
import { FRAMEWORK_KEYS, frameworkPath } from '../../../lib/framework-api/framework-keys.ts';

/** The framework's recommended start: up to 10 mandatory library controls, with their effort. */
export const getRecommended = (id: string, signal?: AbortSignal) =>
  getAllItems<LibraryControlItem>(`${frameworkPath(id)}/recommended`, signal);

export const recommendedQueryOptions = (id: string) =>
  queryOptions({
    queryKey: FRAMEWORK_KEYS.recommended(id),
    queryFn: ({ signal }) => getRecommended(id, signal),
  });

export const useRecommended = (id: string, enabled = true) =>
  useQuery({ ...recommendedQueryOptions(id), enabled });
