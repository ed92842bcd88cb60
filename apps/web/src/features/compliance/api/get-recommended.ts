import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Page, LibraryControlItem } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { FRAMEWORK_KEYS, frameworkPath } from '../../../lib/framework-api/framework-keys.ts';

export type RecommendedPage = Page<LibraryControlItem>;

/** The framework's recommended start: up to 10 mandatory library controls, with their effort. */
export const getRecommended = (id: string) =>
  api.get<RecommendedPage>(`${frameworkPath(id)}/recommended`);

export const recommendedQueryOptions = (id: string) =>
  queryOptions({ queryKey: FRAMEWORK_KEYS.recommended(id), queryFn: () => getRecommended(id) });

export const useRecommended = (id: string, enabled = true) =>
  useQuery({ ...recommendedQueryOptions(id), enabled });
