import type { RequestReview, RequestBody, raiseItemFindingBodySchema } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { useReviewMutation } from '../lib/use-review-mutation.ts';
import { itemPath } from './review-answer.ts';

export type RaiseFindingInput = { requestId: string; questionId: string } & RequestBody<
  typeof raiseItemFindingBodySchema
>;

/** A finding from an answer, linked to the request's vendor. */
export const raiseAnswerFinding = ({ requestId, questionId, ...body }: RaiseFindingInput) =>
  api.post<{ findingId: string; review: RequestReview }>(
    `${itemPath(requestId, questionId)}/finding`,
    body,
  );

export const useRaiseAnswerFinding = (questionnaireId: string) =>
  useReviewMutation(
    (input: RaiseFindingInput) => raiseAnswerFinding(input).then((r) => r.review),
    questionnaireId,
  );
