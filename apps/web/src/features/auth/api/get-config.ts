import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type AppConfig = { emailVerification: boolean; firstRun: boolean; version: string };

export const getConfig = () => api.get<AppConfig>('/config');

export const configQueryOptions = () => queryOptions({ queryKey: ['config'], queryFn: getConfig });

export const useAppConfig = () => useQuery(configQueryOptions());
