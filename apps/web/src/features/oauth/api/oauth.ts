import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  OAuthAuthorizationRequest,
  OAuthAuthorizationView,
  OAuthDecisionBody,
} from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';

/** The authorization request as the client sent it, passed on to Rampart's API unchanged. */
const queryOf = (request: OAuthAuthorizationRequest) =>
  new URLSearchParams(
    Object.entries(request).filter((e): e is [string, string] => typeof e[1] === 'string'),
  ).toString();

/** What the consent screen shows; a problem with the request comes back as the error. */
export const useAuthorizationView = (request: OAuthAuthorizationRequest, enabled: boolean) =>
  useQuery({
    queryKey: ['oauth', 'authorization', queryOf(request)],
    queryFn: () => api.get<OAuthAuthorizationView>(`/oauth/authorization?${queryOf(request)}`),
    enabled,
    retry: false,
    staleTime: Infinity,
  });

/** The person's answer: where the browser goes next (the client, with a code or a refusal). */
export const useDecideAuthorization = () =>
  useMutation({
    mutationFn: (body: OAuthDecisionBody) =>
      api.post<{ redirectTo: string }>('/oauth/authorization', body),
  });
