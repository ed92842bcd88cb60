import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { NOTIFICATION_STREAM_EVENT } from '@rampart/contracts';
import { ApiError } from '../../../lib/api-client.ts';
import { getEventStream } from '../../../lib/event-stream.ts';
import { NOTIFICATIONS_QUERY_KEY } from '../api/get-notifications.ts';

const RETRY_MIN_MS = 1_000;
const RETRY_MAX_MS = 30_000;

const unreadOf = (type: string, data: unknown): number | null =>
  type === NOTIFICATION_STREAM_EVENT &&
  typeof data === 'object' &&
  data !== null &&
  typeof (data as { unread?: unknown }).unread === 'number'
    ? (data as { unread: number }).unread
    : null;

/**
 * The person's unread count in the organisation, live from the server's stream (null until its
 * first event). A dropped stream is opened again after a pause that doubles up to 30 s; a
 * refusal (signed out, no longer a member) stops it, the session check takes over from there.
 * Each new count also refreshes the open lists.
 */
export const useUnreadCount = (organizationId: string): number | null => {
  const [unread, setUnread] = useState<number | null>(null);
  const queryClient = useQueryClient();
  useEffect(() => {
    const abort = new AbortController();
    let pause = RETRY_MIN_MS;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const connect = async () => {
      try {
        await getEventStream('/notifications/stream', {
          signal: abort.signal,
          decode: unreadOf,
          onEvent: (count) => {
            pause = RETRY_MIN_MS;
            setUnread(count);
            void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY });
          },
        });
      } catch (error) {
        if (abort.signal.aborted) return;
        if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return;
      }
      if (abort.signal.aborted) return;
      timer = setTimeout(() => void connect(), pause);
      pause = Math.min(pause * 2, RETRY_MAX_MS);
    };
    void connect();
    return () => {
      abort.abort();
      clearTimeout(timer);
    };
  }, [organizationId, queryClient]);
  return unread;
};
