import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShareGrant } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { sharedLinkKeys } from './get-shared-link.ts';

/**
 * POST /api/shared-links/:token/open: the pass (`grant`) and the questionnaire. Refusals: 401 a
 * password needed or sign-in needed, 403 a wrong password, 410 off or expired, 429 too many
 * wrong passwords; the password ones name `password`.
 */
export const openSharedLink = ({ token, password }: { token: string; password?: string }) =>
  api.post<ShareGrant>(`/shared-links/${encodeURIComponent(token)}/open`, { password });

export const useOpenSharedLink = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openSharedLink,
    onSuccess: ({ grant, ...opened }, { token }) =>
      queryClient.setQueryData(sharedLinkKeys.questionnaire(token, grant), opened),
  });
};
