import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { SessionUser } from '@rampart/contracts';
import { loginRedirect } from '@rampart/domain';
import { toast } from '../components/ui/toast.tsx';
import { api, ApiError } from '../lib/api-client.ts';
import { SESSION_QUERY_KEY, useClearSession } from '../lib/session.ts';

export const SESSION_REFRESH_INTERVAL_MS = 10 * 60_000;
/** Switching windows back and forth should not hammer the server. */
const FOCUS_REFRESH_MIN_GAP_MS = 60_000;

/**
 * Keeps the session alive: refresh every 10 minutes and when the window regains focus. When
 * the server refuses (the session ended), the user is signed out. A network blip is not a
 * refusal: the next tick tries again.
 */
export const useSessionRefresh = () => {
  const queryClient = useQueryClient();
  const clearSession = useClearSession();
  const navigate = useNavigate();

  useEffect(() => {
    let last = Date.now();
    let stopped = false;
    const refresh = async () => {
      last = Date.now();
      try {
        const { user } = await api.post<{ user: SessionUser; expiresAt: string }>('/auth/refresh');
        if (!stopped) queryClient.setQueryData(SESSION_QUERY_KEY, user);
      } catch (error) {
        if (stopped || !(error instanceof ApiError) || error.status !== 401) return;
        const from = window.location.pathname + window.location.search;
        clearSession();
        toast({
          title: 'Signed out',
          description: 'Your session has ended. Please sign in again.',
        });
        void navigate({ href: loginRedirect(from), replace: true });
      }
    };
    const timer = setInterval(() => void refresh(), SESSION_REFRESH_INTERVAL_MS);
    const onFocus = () => {
      if (Date.now() - last >= FOCUS_REFRESH_MIN_GAP_MS) void refresh();
    };
    window.addEventListener('focus', onFocus);
    return () => {
      stopped = true;
      clearInterval(timer);
      window.removeEventListener('focus', onFocus);
    };
  }, [queryClient, clearSession, navigate]);
};
