import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegisterBody, RegisterResponse } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { SESSION_QUERY_KEY } from '../../../lib/session.ts';
import { STORAGE_KEYS, writeStorage } from '../../../lib/storage.ts';

export const register = (body: RegisterBody) => api.post<RegisterResponse>('/auth/register', body);

export const useRegister = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (data) => {
      // Signed in only when no email verification is pending.
      if (!data.user || data.requiresVerification) return;
      writeStorage(STORAGE_KEYS.organizationId, null);
      queryClient.clear();
      queryClient.setQueryData(SESSION_QUERY_KEY, data.user);
    },
  });
};
