import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SharedLinkInfo } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';

/** GET /api/shared-links/:token: the link's name, type, state and what it will ask for. */
export const getSharedLink = (token: string) =>
  api.get<SharedLinkInfo>(`/shared-links/${encodeURIComponent(token)}`);

export const sharedLinkKeys = {
  info: (token: string) => ['shared-link', token, 'info'] as const,
  questionnaire: (token: string, grant: string) =>
    ['shared-link', token, 'questionnaire', grant] as const,
};

export const sharedLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: sharedLinkKeys.info(token),
    queryFn: () => getSharedLink(token),
    staleTime: 0,
  });

export const useSharedLink = (token: string) => useQuery(sharedLinkQueryOptions(token));
