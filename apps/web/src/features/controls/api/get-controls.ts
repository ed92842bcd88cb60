import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page, Control } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { listQuery } from '../../../lib/search-params.ts';
import { CONTROLS_PAGE_SIZE, type ControlListParams } from '../lib/controls-search.ts';
import { CONTROL_KEYS } from './keys.ts';

export type ControlsPage = Page<Control>;

/** One page (1-based) of the control list, filtered and sorted by the server. */
export const getControls = (params: ControlListParams, page: number) =>
  api.get<ControlsPage>(
    `/controls${listQuery({ ...params, limit: CONTROLS_PAGE_SIZE, offset: (page - 1) * CONTROLS_PAGE_SIZE })}`,
  );

export const controlsQueryOptions = (params: ControlListParams, page: number) =>
  queryOptions({
    queryKey: CONTROL_KEYS.page(params, page),
    queryFn: () => getControls(params, page),
  });

/** While another page or filter loads, the previous rows stay (flagged as placeholder). */
export const useControls = (params: ControlListParams, page: number) =>
  useQuery({ ...controlsQueryOptions(params, page), placeholderData: keepPreviousData });
