import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiTokenList, CreateApiTokenBody, CreatedApiToken } from '@rampart/contracts';
import { api, getWholeList } from './api-client.ts';

/** A person's own tokens, or (for who manages it) every token of the organisation. */
export type TokenScope = 'mine' | 'organization';

const baseOf = (which: TokenScope) =>
  which === 'mine' ? '/account/api-tokens' : '/organizations/current/api-tokens';
const keyOf = (which: TokenScope) => ['api-tokens', which] as const;

/** Every token of the list (the card shows them all), with the scopes one may grant. */
export const useApiTokens = (which: TokenScope) =>
  useQuery({
    queryKey: keyOf(which),
    queryFn: ({ signal }) => getWholeList<ApiTokenList>(baseOf(which), signal),
  });

const useRefresh = () => {
  const queryClient = useQueryClient();
  // Both lists hold personal tokens: a change in one is a change in the other.
  return () => queryClient.invalidateQueries({ queryKey: ['api-tokens'] });
};

export const useCreateApiToken = (which: TokenScope) => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: CreateApiTokenBody) => api.post<CreatedApiToken>(baseOf(which), body),
    onSuccess: () => void refresh(),
  });
};

export const useRevokeApiToken = (which: TokenScope) => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (tokenId: string) => api.delete(`${baseOf(which)}/${encodeURIComponent(tokenId)}`),
    onSuccess: () => void refresh(),
  });
};
