import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Invitation, InviteBody } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { ORGANIZATION_KEYS } from './keys.ts';

export const createInvitation = (body: InviteBody) =>
  api.post<Invitation>('/organizations/current/invitations', body);

export const useCreateInvitation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ORGANIZATION_KEYS.invitations }),
  });
};
