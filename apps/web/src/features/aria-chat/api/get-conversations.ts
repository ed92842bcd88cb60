import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ConversationList } from '@rampart/contracts';
import { api, toQuery } from '../../../lib/api-client.ts';
import { CHAT_KEYS } from './keys.ts';

export const CONVERSATIONS_PAGE_SIZE = 30;

export const getConversations = (params: { limit: number; cursor?: string }) =>
  api.get<ConversationList>(`/ai/conversations${toQuery(params)}`);

export const conversationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: CHAT_KEYS.list,
    queryFn: ({ pageParam }) =>
      getConversations({ limit: CONVERSATIONS_PAGE_SIZE, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** The signed-in person's conversations, most recently active first, a page at a time. */
export const useConversations = () => useInfiniteQuery(conversationsQueryOptions());
