import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClaimDomainBody, OrganizationDomain, OrganizationDomains } from '@rampart/contracts';
import { api, getWholeList } from '../../../lib/api-client.ts';

import { ORGANIZATION_KEYS } from './keys.ts';

const DOMAINS_KEY = [...ORGANIZATION_KEYS.all, 'domains'] as const;
const base = '/organizations/current/domains';

/** Every domain the organisation claimed (the card lists them all), with the actor's abilities. */
export const useDomains = () =>
  useQuery({
    queryKey: DOMAINS_KEY,
    queryFn: ({ signal }) => getWholeList<OrganizationDomains>(base, signal),
  });

const useDomainMutation = <T>(mutationFn: (arg: T) => Promise<unknown>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DOMAINS_KEY }),
  });
};

export const useAddDomain = () =>
  useDomainMutation((body: ClaimDomainBody) => api.post<OrganizationDomain>(base, body));

export const useVerifyDomain = () =>
  useDomainMutation((id: string) =>
    api.post<OrganizationDomain>(`${base}/${encodeURIComponent(id)}/verify`),
  );

export const useRemoveDomain = () =>
  useDomainMutation((id: string) => api.delete(`${base}/${encodeURIComponent(id)}`));
