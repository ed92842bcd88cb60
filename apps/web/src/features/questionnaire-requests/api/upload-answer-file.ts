import type { ResponseView } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { useRespondMutation } from '../lib/use-respond-mutation.ts';
import { respondPath } from './get-response.ts';

/** One file as the answer of a file question (kept as the organisation's evidence). */
export const uploadAnswerFile = ({
  token,
  questionId,
  file,
}: {
  token: string;
  questionId: string;
  file: File;
}) => {
  const form = new FormData();
  form.set('questionId', questionId);
  form.set('file', file);
  return api.upload<ResponseView>(`${respondPath(token)}/files`, form);
};

export const useUploadAnswerFile = () => useRespondMutation(uploadAnswerFile);
