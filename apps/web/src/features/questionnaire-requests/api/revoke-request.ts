import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuestionnaireRequest } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { refreshRequests } from '../lib/invalidate.ts';

/** Withdraws the link; the answers given so far stay. */
export const revokeRequest = (requestId: string) =>
  api.post<QuestionnaireRequest>(`/questionnaire-requests/${encodeURIComponent(requestId)}/revoke`);

export const useRevokeRequest = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: revokeRequest, onSuccess: () => refreshRequests(queryClient) });
};
