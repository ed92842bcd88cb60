import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ControlTemplate } from '@rampart/contracts';
import { getAllItems } from '../../../lib/api-client.ts';
import { CONTROL_KEYS } from './keys.ts';

/** Every control template: the picker offers them all. */
export const getControlTemplates = (signal?: AbortSignal) =>
  getAllItems<ControlTemplate>('/controls/templates', signal);

/** Templates ship with the server and rarely change: kept for the visit. */
export const controlTemplatesQueryOptions = () =>
  queryOptions({
    queryKey: CONTROL_KEYS.templates,
    queryFn: ({ signal }) => getControlTemplates(signal),
    staleTime: Infinity,
  });

export const useControlTemplates = () => useQuery(controlTemplatesQueryOptions());
