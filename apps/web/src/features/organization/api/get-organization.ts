import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Organization } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { ORGANIZATION_KEYS } from './keys.ts';

export const getOrganization = () => api.get<Organization>('/organizations/current');

export const organizationQueryOptions = () =>
  queryOptions({ queryKey: ORGANIZATION_KEYS.current, queryFn: getOrganization });

export const useOrganization = () => useQuery(organizationQueryOptions());
