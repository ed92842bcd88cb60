import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AppConfig } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';

export const getConfig = () => api.get<AppConfig>('/config');

export const configQueryOptions = () => queryOptions({ queryKey: ['config'], queryFn: getConfig });

export const useAppConfig = () => useQuery(configQueryOptions());
