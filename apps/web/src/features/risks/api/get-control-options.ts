import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page, Control } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { listQuery } from '../../../lib/search-params.ts';
import { RISK_KEYS } from './keys.ts';

type ControlsPage = Page<Control>;

export const CONTROL_OPTIONS_LIMIT = 20;

/** Controls to map to a risk, found by title or description. */
export const getControlOptions = (search: string) =>
  api.get<ControlsPage>(
    `/controls${listQuery({ search, limit: CONTROL_OPTIONS_LIMIT, sortBy: 'title', sortDirection: 'asc' })}`,
  );

export const controlOptionsQueryOptions = (search: string) =>
  queryOptions({ queryKey: RISK_KEYS.controls(search), queryFn: () => getControlOptions(search) });

export const useControlOptions = (search: string, enabled: boolean) =>
  useQuery({
    ...controlOptionsQueryOptions(search),
    enabled,
    placeholderData: keepPreviousData,
  });
