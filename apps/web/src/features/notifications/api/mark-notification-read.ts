import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Notification } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { NOTIFICATIONS_QUERY_KEY } from './get-notifications.ts';

export const markNotificationRead = (id: string) =>
  api.post<Notification>(`/notifications/${encodeURIComponent(id)}/read`);

/** The count comes back through the stream; the lists are read again. */
export const useMarkNotificationRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY }),
  });
};
