import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionUser, UpdateProfileBody } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { SESSION_QUERY_KEY } from '../../../lib/session.ts';

export const updateProfile = (body: UpdateProfileBody) => api.put<SessionUser>('/users/me', body);

export const useUpdateProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => queryClient.setQueryData(SESSION_QUERY_KEY, user),
  });
};
