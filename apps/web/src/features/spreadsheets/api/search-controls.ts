import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Control } from '@rampart/contracts';
import { api, toQuery } from '../../../lib/api-client.ts';
import { SPREADSHEET_KEYS } from './keys.ts';

export type ControlOption = Pick<Control, 'id' | 'title' | 'type' | 'status'>;
const LIMIT = 20;

export const searchControls = async (text: string): Promise<ControlOption[]> => {
  const page = await api.get<{ items: Control[] }>(
    `/controls${toQuery({ search: text, limit: LIMIT, sortBy: 'title', sortDirection: 'asc' })}`,
  );
  return page.items.map(({ id, title, type, status }) => ({ id, title, type, status }));
};

export const controlSearchQueryOptions = (text: string) =>
  queryOptions({
    queryKey: SPREADSHEET_KEYS.controlSearch(text),
    queryFn: () => searchControls(text),
  });

/** Controls to add as columns, by title or description. */
export const useControlSearch = (text: string, enabled: boolean) =>
  useQuery({ ...controlSearchQueryOptions(text), enabled });
