import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConversationDetail } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { CHAT_KEYS, conversationPath } from './keys.ts';

export const getConversation = (id: string) => api.get<ConversationDetail>(conversationPath(id));

export const conversationQueryOptions = (id: string) =>
  queryOptions({ queryKey: CHAT_KEYS.detail(id), queryFn: () => getConversation(id) });

/** One conversation with its messages (none while no conversation is open). */
export const useConversation = (id: string | undefined) =>
  useQuery({ ...conversationQueryOptions(id ?? ''), enabled: Boolean(id) });
