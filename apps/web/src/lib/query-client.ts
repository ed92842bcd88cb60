import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';
import { SESSION_QUERY_KEY } from './session.ts';

const isClientError = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;

/**
 * A 401 anywhere means the session ended: drop the user so the route guard sends them to sign
 * in. A wrong password or code (INVALID_CREDENTIALS, INVALID_CODE) is also a 401 but leaves the
 * session alone. SECOND_FACTOR_REQUIRED (the organisation began requiring two-factor): the
 * session user is read again, and the route guard sends the person to set it up.
 */
const onAuthLost = (error: unknown) => {
  if (!(error instanceof ApiError)) return;
  if (error.status === 401 && !['INVALID_CREDENTIALS', 'INVALID_CODE'].includes(error.code)) {
    queryClient.setQueryData(SESSION_QUERY_KEY, null);
  }
  if (error.code === 'SECOND_FACTOR_REQUIRED') {
    void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
  }
};

export const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => {
      if (query.queryKey[0] !== SESSION_QUERY_KEY[0]) onAuthLost(error);
    },
  }),
  mutationCache: new MutationCache({ onError: onAuthLost }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // Retrying a 4xx cannot succeed; network and server errors get two more tries.
      retry: (count, error) => !isClientError(error) && count < 2,
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});
