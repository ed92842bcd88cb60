import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportDefinition } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { REPORT_KEYS } from './keys.ts';

export const getDefinition = (id: string) =>
  api.get<ReportDefinition>(`/reports/definitions/${encodeURIComponent(id)}`);

export const definitionQueryOptions = (id: string) =>
  queryOptions({ queryKey: REPORT_KEYS.definition(id), queryFn: () => getDefinition(id) });

export const useDefinition = (id: string | undefined) =>
  useQuery({ ...definitionQueryOptions(id ?? ''), enabled: Boolean(id) });
