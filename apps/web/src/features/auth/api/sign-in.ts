import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  PasskeyOptions,
  PasskeyStep,
  SecondFactorBody,
  SessionUser,
  SignInBody,
  SignInResponse,
} from '@rampart/contracts';
import { ApiError, api, errorMessage } from '../../../lib/api-client.ts';
import { askForPasskey } from '../../../lib/passkeys.ts';
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

/** A passkey alone, or as the second step: the server's options, the browser, the server again. */
export const signInWithPasskey = async (step: PasskeyStep) => {
  const { options } = await api.post<PasskeyOptions>('/auth/passkey/options', { step });
  const credential = await askForPasskey(options);
  return api.post<{ user: SessionUser }>('/auth/passkey', { step, credential });
};

export const usePasskeySignIn = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signInWithPasskey,
    onSuccess: ({ user }) => adopt(queryClient, user),
  });
};

/** Why a passkey did not sign in: the server's words, or the browser's as lib/passkeys says them. */
export const passkeyFailure = (error: unknown): string =>
  (error instanceof ApiError && error.serverMessage) || errorMessage(error);
