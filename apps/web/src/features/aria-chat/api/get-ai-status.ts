import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AiStatus } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { CHAT_KEYS } from './keys.ts';

export const getAiStatus = () => api.get<AiStatus>('/ai/status');

export const aiStatusQueryOptions = () =>
  queryOptions({ queryKey: CHAT_KEYS.status, queryFn: getAiStatus });

/** Which engine answers (offline or a model) and whether it is reachable. */
export const useAiStatus = () => useQuery(aiStatusQueryOptions());
