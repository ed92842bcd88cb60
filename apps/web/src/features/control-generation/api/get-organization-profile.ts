import { useQuery } from '@tanstack/react-query';
import type { Organization } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { GENERATION_KEYS } from './keys.ts';

/** The organisation's size and industry, the wizard's starting context. */
export const getOrganizationProfile = () => api.get<Organization>('/organizations/current');

export const useOrganizationProfile = () =>
  useQuery({
    queryKey: GENERATION_KEYS.organization,
    queryFn: getOrganizationProfile,
    staleTime: 5 * 60_000,
  });
