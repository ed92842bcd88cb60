import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountSession } from '@rampart/contracts';
import { api, getAllItems } from '../../../lib/api-client.ts';

const SESSIONS_KEY = ['account', 'sessions'] as const;

/** Every live session of the person (the card lists them all). */
export const useAccountSessions = () =>
  useQuery({
    queryKey: SESSIONS_KEY,
    queryFn: ({ signal }) => getAllItems<AccountSession>('/account/sessions', signal),
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
