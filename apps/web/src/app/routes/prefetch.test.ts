import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@rampart/contracts';
import { SESSION_QUERY_KEY } from '../../lib/session.ts';
import { prefetchIfAllowed } from './prefetch.ts';

// A list page's first data is asked for with the navigation (issue 19, fast on a phone), but
// only for a person who may read it: a refused request is an error in the console and the logs.

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const withSession = (permissions: string[] | null) => {
  const queryClient = new QueryClient();
  const user = permissions === null ? null : ({ permissions } as unknown as SessionUser);
  queryClient.setQueryData(SESSION_QUERY_KEY, user);
  return queryClient;
};

describe('prefetchIfAllowed', () => {
  it.each([
    { who: 'a reader of risks', permissions: ['risks:read'], asked: 1 },
    { who: 'a person without risks:read', permissions: ['vendors:read'], asked: 0 },
    { who: 'nobody signed in', permissions: null, asked: 0 },
  ])('for $who asks the server $asked time(s)', async ({ permissions, asked }) => {
    const queryClient = withSession(permissions);
    let calls = 0;
    const query = { queryKey: ['risks', 'list', {}, 0], queryFn: async () => ++calls };
    prefetchIfAllowed(queryClient, 'risks:read', query);
    await settle();
    expect(calls).toBe(asked);
    // The page's own query finds the answer in the cache.
    expect(queryClient.getQueryData(query.queryKey)).toBe(asked === 1 ? 1 : undefined);
  });
});
