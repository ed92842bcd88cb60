import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Member, Role } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { MEMBERS_KEY } from '../../../lib/members.ts';

export const changeMemberRole = ({ userId, role }: { userId: string; role: Role }) =>
  api.patch<Member>(`/organizations/current/members/${encodeURIComponent(userId)}`, { role });

// The members list is shared by the table and every picker: one invalidation refreshes them all.
export const changeMemberRoleOptions = (queryClient: QueryClient) => ({
  mutationFn: changeMemberRole,
  onSettled: () => queryClient.invalidateQueries({ queryKey: MEMBERS_KEY }),
});

export const useChangeMemberRole = () => useMutation(changeMemberRoleOptions(useQueryClient()));
