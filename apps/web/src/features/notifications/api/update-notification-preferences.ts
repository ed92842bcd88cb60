import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  NotificationPreferences,
  UpdateNotificationPreferencesBody,
} from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { NOTIFICATION_PREFERENCES_QUERY_KEY } from './get-notification-preferences.ts';

export const updateNotificationPreferences = (body: UpdateNotificationPreferencesBody) =>
  api.put<NotificationPreferences>('/notifications/preferences', body);

export const useUpdateNotificationPreferences = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationPreferences,
    onSuccess: (saved) => queryClient.setQueryData(NOTIFICATION_PREFERENCES_QUERY_KEY, saved),
  });
};
