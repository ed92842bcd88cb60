import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { SESSION_QUERY_KEY } from '../../../lib/session.ts';
import { STORAGE_KEYS, writeStorage } from '../../../lib/storage.ts';

export const acceptInvitation = (token: string) =>
  api.post<SessionUser>('/invitations/accept', { token });

export const useAcceptInvitation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvitation,
    onSuccess: (user) => {
      // Work continues in the organisation just joined; the old one's cache does not apply.
      writeStorage(STORAGE_KEYS.organizationId, user.organizationId);
      // Invitation previews are public, not the old organisation's: kept, so the page still
      // showing this one does not ask again for an invitation now used (the server refuses it).
      queryClient.removeQueries({
        predicate: (query) => query.queryKey[0] !== 'invitation-preview',
      });
      queryClient.setQueryData(SESSION_QUERY_KEY, user);
    },
  });
};
