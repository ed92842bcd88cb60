import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Conversation } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { CHAT_KEYS, conversationPath } from './keys.ts';

export const renameConversation = ({ id, title }: { id: string; title: string }) =>
  api.patch<Conversation>(conversationPath(id), { title });

export const useRenameConversation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameConversation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CHAT_KEYS.all }),
  });
};
