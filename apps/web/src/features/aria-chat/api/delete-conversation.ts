import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { CHAT_KEYS, conversationPath } from './keys.ts';

export const deleteConversation = (id: string) =>
  api.delete<{ deleted: string[] }>(conversationPath(id));

export const useDeleteConversation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteConversation,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: CHAT_KEYS.detail(id) });
      return queryClient.invalidateQueries({ queryKey: CHAT_KEYS.list });
    },
  });
};
