import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Page, LIST_LIMIT_MAX, type Mapping } from '@rampart/contracts';
import { api, toQuery } from '../../../lib/api-client.ts';
import { CONTROL_KEYS } from './keys.ts';

type MappingsPage = Page<Mapping>;

/** The risks this control reduces (the server's limit; a control rarely maps to more). */
export const getControlMappings = (controlId: string) =>
  api.get<MappingsPage>(`/control-risk-mappings${toQuery({ controlId, limit: LIST_LIMIT_MAX })}`);

export const controlMappingsQueryOptions = (controlId: string) =>
  queryOptions({
    queryKey: CONTROL_KEYS.mappings(controlId),
    queryFn: () => getControlMappings(controlId),
  });

export const useControlMappings = (controlId: string) =>
  useQuery(controlMappingsQueryOptions(controlId));
