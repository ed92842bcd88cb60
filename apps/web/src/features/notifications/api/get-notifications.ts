import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Page, Notification } from '@rampart/contracts';
import { api, toQuery } from '../../../lib/api-client.ts';

/** Every list of the person's notifications; the live count refreshes them all. */
export const NOTIFICATIONS_QUERY_KEY = ['notifications'] as const;
const PAGE = 20;

type NotificationsPage = Page<Notification>;

export const getNotifications = (opts: {
  unread: boolean;
  cursor?: string;
}): Promise<NotificationsPage> =>
  api.get<NotificationsPage>(
    `/notifications${toQuery({ limit: PAGE, cursor: opts.cursor, unread: opts.unread ? 'true' : undefined })}`,
  );

export const notificationsQueryOptions = (unread: boolean) =>
  infiniteQueryOptions({
    queryKey: [...NOTIFICATIONS_QUERY_KEY, { unread }],
    queryFn: ({ pageParam }) => getNotifications({ unread, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const useNotifications = (unread: boolean) =>
  useInfiniteQuery(notificationsQueryOptions(unread));
