import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useRef } from 'react';
import { MESSAGES, type SessionUser } from '@rampart/contracts';
import { api, ApiError } from './api-client.ts';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage.ts';

export const SESSION_QUERY_KEY = ['session'] as const;

/** The signed-in user, or null when anonymous (401). Other failures are real errors. */
export const fetchSession = async (): Promise<SessionUser | null> => {
  try {
    return await api.get<SessionUser>('/users/me');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    // A stored organisation the user no longer belongs to: forget it and use their default.
    if (
      error instanceof ApiError &&
      error.status === 403 &&
      readStorage(STORAGE_KEYS.organizationId)
    ) {
      writeStorage(STORAGE_KEYS.organizationId, null);
      return fetchSession();
    }
    throw error;
  }
};

export const sessionQueryOptions = queryOptions({
  queryKey: SESSION_QUERY_KEY,
  queryFn: fetchSession,
  staleTime: 5 * 60_000,
  retry: 1,
});

export type SessionStatus = 'loading' | 'authenticated' | 'anonymous' | 'error';

export const useSession = () => {
  const query = useQuery(sessionQueryOptions);
  const status: SessionStatus = query.isPending
    ? 'loading'
    : query.isError
      ? 'error'
      : query.data
        ? 'authenticated'
        : 'anonymous';
  return { user: query.data ?? null, status, error: query.error, refetch: query.refetch };
};

/** For screens behind the route guard, where a user is always present once rendered. */
export const useSessionUser = (): SessionUser | null => useSession().user;

/** Forgets everything cached for this user; the next screen starts clean. */
export const useClearSession = () => {
  const queryClient = useQueryClient();
  return useCallback(() => {
    writeStorage(STORAGE_KEYS.organizationId, null);
    queryClient.clear();
    queryClient.setQueryData(SESSION_QUERY_KEY, null);
  }, [queryClient]);
};

/** Logout (spec §2): end the server session, clear the cache, go to the sign-in page. */
export const useSignOut = () => {
  const clear = useClearSession();
  const navigate = useNavigate();
  return useCallback(async () => {
    // Even if the server call fails (offline), the local session must end.
    await api.post('/auth/sign-out').catch(() => undefined);
    clear();
    await navigate({ to: '/auth/login', search: {} });
  }, [clear, navigate]);
};

/**
 * Behind the route guard the user is always there; anything else is a programming error. When
 * the session ends while a screen is shown (a request answered 401), the cache says so at once
 * but the guard hears of it a moment later: a screen that renders in between keeps the person it
 * was showing until the guard sends everyone to sign in, rather than failing.
 */
export const useRequiredUser = (): SessionUser => {
  const user = useSessionUser();
  const shown = useRef(user);
  if (user) shown.current = user;
  if (!shown.current) throw new Error(MESSAGES.noUser);
  return shown.current;
};
