import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionUser, SignInBody } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { SESSION_QUERY_KEY } from '../../../lib/session.ts';
import { STORAGE_KEYS, writeStorage } from '../../../lib/storage.ts';

export const signIn = (body: SignInBody) => api.post<{ user: SessionUser }>('/auth/sign-in', body);

export const useSignIn = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: ({ user }) => {
      // Nothing cached from an earlier visitor may leak into this session.
      writeStorage(STORAGE_KEYS.organizationId, null);
      queryClient.clear();
      queryClient.setQueryData(SESSION_QUERY_KEY, user);
    },
  });
};
