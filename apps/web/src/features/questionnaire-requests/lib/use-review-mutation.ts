import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestReview } from '@rampart/contracts';
import { refreshRequests } from './invalidate.ts';
import { requestKeys } from './request-keys.ts';

/** A reviewer's call answers with the review as it now is: cached, then the lists refresh. */
export const useReviewMutation = <T>(
  fn: (input: T) => Promise<RequestReview>,
  questionnaireId: string,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (review) => {
      queryClient.setQueryData(requestKeys.review(questionnaireId, review.request.id), review);
      return refreshRequests(queryClient);
    },
  });
};
