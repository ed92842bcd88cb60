import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { hasPermission } from '@rampart/domain';
import { sessionQueryOptions } from '../../lib/session.ts';

/**
 * Asks for a page's first data as the navigation starts, alongside the page's chunk, instead of
 * once the chunk has loaded and the page has rendered: one round trip less before a list shows on
 * a phone. Only when the person may read it (the session, asked for by the shell already, says),
 * so no refused request; the page's own query, under the same key, then finds it in the cache.
 */
export const prefetchIfAllowed = <TData, TKey extends QueryKey>(
  queryClient: QueryClient,
  permission: string,
  query: FetchQueryOptions<TData, Error, TData, TKey>,
): void => {
  queryClient.ensureQueryData(sessionQueryOptions).then(
    (user) => {
      if (user && hasPermission(user.permissions, permission)) {
        void queryClient.prefetchQuery(query);
      }
    },
    // The shell shows a session that cannot be loaded.
    () => undefined,
  );
};
