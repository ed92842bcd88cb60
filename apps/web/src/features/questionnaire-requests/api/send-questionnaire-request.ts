import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  SentQuestionnaireRequest,
  RequestBody,
  sendQuestionnaireRequestBodySchema,
} from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { refreshRequests } from '../lib/invalidate.ts';

export type SendRequestInput = { questionnaireId: string } & RequestBody<
  typeof sendQuestionnaireRequestBodySchema
>;

/** Sends a published questionnaire; the answer carries the recipient's link this once. */
export const sendQuestionnaireRequest = ({ questionnaireId, ...body }: SendRequestInput) =>
  api.post<SentQuestionnaireRequest>(
    `/questionnaires/${encodeURIComponent(questionnaireId)}/requests`,
    body,
  );

export const useSendQuestionnaireRequest = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendQuestionnaireRequest,
    onSuccess: () => refreshRequests(queryClient),
  });
};
