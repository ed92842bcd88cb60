import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponseView } from '@rampart/contracts';
import { api, ApiError } from '../../../lib/api-client.ts';
import { requestKeys } from '../lib/request-keys.ts';

export const respondPath = (token: string) => `/respond/${encodeURIComponent(token)}`;

/** The recipient's questionnaire; 404 for an unknown link, 410 for an expired or revoked one. */
export const getResponse = (token: string) => api.get<ResponseView>(respondPath(token));

export const responseQueryOptions = (token: string) =>
  queryOptions({
    queryKey: requestKeys.response(token),
    queryFn: () => getResponse(token),
    // A closed link stays closed: asking again would only repeat the refusal.
    retry: (count, error) =>
      !(error instanceof ApiError && [404, 410].includes(error.status)) && count < 2,
    // Answers being typed live in the page; a refetch on focus would not overwrite them, but
    // there is nothing new to fetch while the recipient works alone.
    refetchOnWindowFocus: false,
  });

export const useResponse = (token: string) => useQuery(responseQueryOptions(token));
