import type { AnswerValueBody, ResponseView } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { useRespondMutation } from '../lib/use-respond-mutation.ts';
import { respondPath } from './get-response.ts';

/** Saves the answers named (null clears one), to come back later. */
export const saveAnswers = ({
  token,
  answers,
}: {
  token: string;
  answers: Record<string, AnswerValueBody>;
}) => api.put<ResponseView>(`${respondPath(token)}/answers`, { answers });

export const useSaveAnswers = () => useRespondMutation(saveAnswers);
