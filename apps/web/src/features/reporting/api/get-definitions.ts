import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportDefinition } from '@rampart/contracts';
import { getAllItems } from '../../../lib/api-client.ts';
import { REPORT_KEYS } from './keys.ts';

/** Every saved report of the organisation: the card lists them all. */
export const getDefinitions = (signal?: AbortSignal) =>
  getAllItems<ReportDefinition>('/reports/definitions', signal);

export const definitionsQueryOptions = queryOptions({
  queryKey: REPORT_KEYS.definitions,
  queryFn: ({ signal }) => getDefinitions(signal),
});

export const useDefinitions = () => useQuery(definitionsQueryOptions);
