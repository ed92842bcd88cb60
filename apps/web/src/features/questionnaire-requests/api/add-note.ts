import type { ResponseView } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { useRespondMutation } from '../lib/use-respond-mutation.ts';
import { respondPath } from './get-response.ts';

/** The recipient's comment on a question. */
export const addNote = ({
  token,
  questionId,
  text,
}: {
  token: string;
  questionId: string;
  text: string;
}) => api.post<ResponseView>(`${respondPath(token)}/notes`, { questionId, text });

export const useAddNote = () => useRespondMutation(addNote);
