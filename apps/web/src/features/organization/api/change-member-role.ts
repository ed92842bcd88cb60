import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Member, Role } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { ORGANIZATION_KEYS } from './keys.ts';

export const changeMemberRole = ({ userId, role }: { userId: string; role: Role }) =>
  api.patch<Member>(`/organizations/current/members/${encodeURIComponent(userId)}`, { role });

export const useChangeMemberRole = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeMemberRole,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ORGANIZATION_KEYS.members }),
  });
};
