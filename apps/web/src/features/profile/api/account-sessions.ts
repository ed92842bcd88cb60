import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountSessions } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';

const SESSIONS_KEY = ['account', 'sessions'] as const;

export const useAccountSessions = () =>
  useQuery({
    queryKey: SESSIONS_KEY,
    queryFn: () => api.get<AccountSessions>('/account/sessions'),
  });

/** Ends one session (by id) or, with 'others', every one but this. */
export const useEndSessions = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string | 'others') =>
      sessionId === 'others'
        ? api.post('/account/sessions/end-others')
        : api.delete(`/account/sessions/${encodeURIComponent(sessionId)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
};
