import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Conversation, CreateConversationBody } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { CHAT_KEYS } from './keys.ts';

export const createConversation = (body: CreateConversationBody = {}) =>
  api.post<Conversation>('/ai/conversations', body);

export const useCreateConversation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createConversation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CHAT_KEYS.list }),
  });
};
