import type { RequestReview, RequestBody, reviewItemBodySchema } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { useReviewMutation } from '../lib/use-review-mutation.ts';

export const itemPath = (requestId: string, questionId: string) =>
  `/questionnaire-requests/${encodeURIComponent(requestId)}/items/${encodeURIComponent(questionId)}`;

export type ReviewAnswerInput = { requestId: string; questionId: string } & RequestBody<
  typeof reviewItemBodySchema
>;

/** Accept one answer, ask for a clarification (it reopens for the recipient) or write a note. */
export const reviewAnswer = ({ requestId, questionId, ...body }: ReviewAnswerInput) =>
  api.post<RequestReview>(itemPath(requestId, questionId), body);

export const useReviewAnswer = (questionnaireId: string) =>
  useReviewMutation(reviewAnswer, questionnaireId);
