import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { SecondFactorBody, SessionUser, SignInBody, SignInResponse } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { SESSION_QUERY_KEY } from '../../../lib/session.ts';
import { STORAGE_KEYS, writeStorage } from '../../../lib/storage.ts';

export const signIn = (body: SignInBody) => api.post<SignInResponse>('/auth/sign-in', body);

export const passSecondFactor = (body: SecondFactorBody) =>
  api.post<{ user: SessionUser }>('/auth/second-factor', body);

/** A session now exists: nothing cached from an earlier visitor may leak into it. */
const adopt = (queryClient: QueryClient, user: SessionUser) => {
  writeStorage(STORAGE_KEYS.organizationId, null);
  queryClient.clear();
  queryClient.setQueryData(SESSION_QUERY_KEY, user);
};

export const useSignIn = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (result) => {
      if ('user' in result) adopt(queryClient, result.user);
    },
  });
};

export const useSecondFactor = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: passSecondFactor,
    onSuccess: ({ user }) => adopt(queryClient, user),
  });
};
