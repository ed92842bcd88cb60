import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuestionnaireRequest } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { refreshRequests } from '../lib/invalidate.ts';

/** Moves the link's expiry (an ISO date and time), which opens an expired link again. */
export const extendRequest = ({ requestId, expiresAt }: { requestId: string; expiresAt: string }) =>
  api.patch<QuestionnaireRequest>(`/questionnaire-requests/${encodeURIComponent(requestId)}`, {
    expiresAt,
  });

export const useExtendRequest = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: extendRequest, onSuccess: () => refreshRequests(queryClient) });
};
