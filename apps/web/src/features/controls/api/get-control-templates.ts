import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ControlTemplate } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { CONTROL_KEYS } from './keys.ts';

export const getControlTemplates = () => api.get<ControlTemplate[]>('/controls/templates');

/** Templates ship with the server and rarely change: kept for the visit. */
export const controlTemplatesQueryOptions = () =>
  queryOptions({
    queryKey: CONTROL_KEYS.templates,
    queryFn: getControlTemplates,
    staleTime: Infinity,
  });

export const useControlTemplates = () => useQuery(controlTemplatesQueryOptions());
