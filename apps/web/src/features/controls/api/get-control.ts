import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Control } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { CONTROL_KEYS } from './keys.ts';

export const getControl = (id: string) => api.get<Control>(`/controls/${encodeURIComponent(id)}`);

export const controlQueryOptions = (id: string) =>
  queryOptions({ queryKey: CONTROL_KEYS.detail(id), queryFn: () => getControl(id) });

export const useControl = (id: string) => useQuery(controlQueryOptions(id));
