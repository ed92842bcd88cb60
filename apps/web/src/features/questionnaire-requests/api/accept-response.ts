import type { RequestReview } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { useReviewMutation } from '../lib/use-review-mutation.ts';

/** Accepts the submitted response; the answers not yet reviewed are accepted with it. */
export const acceptResponse = (requestId: string) =>
  api.post<RequestReview>(`/questionnaire-requests/${encodeURIComponent(requestId)}/accept`);

export const useAcceptResponse = (questionnaireId: string) =>
  useReviewMutation(acceptResponse, questionnaireId);
