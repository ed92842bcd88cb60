import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportDefinition } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { REPORT_KEYS } from './keys.ts';

export const getDefinitions = () => api.get<{ items: ReportDefinition[] }>('/reports/definitions');

export const definitionsQueryOptions = queryOptions({
  queryKey: REPORT_KEYS.definitions,
  queryFn: getDefinitions,
});

export const useDefinitions = () => useQuery(definitionsQueryOptions);
