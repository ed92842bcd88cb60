import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { MEMBERS_KEY } from '../../../lib/members.ts';
import { ORGANIZATION_KEYS } from './keys.ts';

export const removeMember = (userId: string) =>
  api.delete<{ removed: true }>(`/organizations/current/members/${encodeURIComponent(userId)}`);

export const useRemoveMember = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMember,
    // The member count on the organisation changes too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: MEMBERS_KEY }),
        queryClient.invalidateQueries({ queryKey: ORGANIZATION_KEYS.all }),
      ]),
  });
};
