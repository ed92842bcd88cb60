import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationPreferences } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';

export const NOTIFICATION_PREFERENCES_QUERY_KEY = ['notification-preferences'] as const;

export const getNotificationPreferences = () =>
  api.get<NotificationPreferences>('/notifications/preferences');

export const notificationPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: NOTIFICATION_PREFERENCES_QUERY_KEY,
    queryFn: getNotificationPreferences,
  });

export const useNotificationPreferences = () => useQuery(notificationPreferencesQueryOptions());
