import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegisterBody, RegisterResponse, SessionUser } from '@rampart/contracts';
import { api, ApiError } from '../../../lib/api-client.ts';
import { SESSION_QUERY_KEY } from '../../../lib/session.ts';
import { STORAGE_KEYS, writeStorage } from '../../../lib/storage.ts';
import { signIn } from './sign-in.ts';

export const register = (body: RegisterBody) => api.post<RegisterResponse>('/auth/register', body);

/** How a registration ended for the person at the form. */
export type RegisterOutcome =
  | { kind: 'signed-in'; user: SessionUser }
  | { kind: 'verify-email' }
  /** Registered (or the address had an account already), but the sign-in that follows failed. */
  | { kind: 'sign-in-failed'; error: ApiError };

/**
 * Registers, then signs in with the password just chosen. The server answers registration the
 * same whether or not the address had an account (decision 012), so only the sign-in tells.
 */
const registerAndSignIn = async (body: RegisterBody): Promise<RegisterOutcome> => {
  const { requiresVerification } = await register(body);
  if (requiresVerification) return { kind: 'verify-email' };
  try {
    const result = await signIn({ email: body.email, password: body.password, rememberMe: true });
    if ('user' in result) return { kind: 'signed-in', user: result.user };
    // The address had an account with this password and a second factor: sign in properly.
    return {
      kind: 'sign-in-failed',
      error: new ApiError('This account asks for a second factor: sign in to finish.', {
        status: 409,
        code: 'SECOND_FACTOR',
      }),
    };
  } catch (err) {
    if (err instanceof ApiError) return { kind: 'sign-in-failed', error: err };
    throw err;
  }
};

export const useRegister = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerAndSignIn,
    onSuccess: (outcome) => {
      if (outcome.kind !== 'signed-in') return;
      // Nothing cached from an earlier visitor may leak into this session.
      writeStorage(STORAGE_KEYS.organizationId, null);
      queryClient.clear();
      queryClient.setQueryData(SESSION_QUERY_KEY, outcome.user);
    },
  });
};
