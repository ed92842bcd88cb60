import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Invitation } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { ORGANIZATION_KEYS } from './keys.ts';

export const revokeInvitation = (id: string) =>
  api.delete<Invitation>(`/organizations/current/invitations/${encodeURIComponent(id)}`);

export const useRevokeInvitation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ORGANIZATION_KEYS.invitations }),
  });
};
