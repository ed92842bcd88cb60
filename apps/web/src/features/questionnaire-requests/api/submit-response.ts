import type { ResponseView } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { useRespondMutation } from '../lib/use-respond-mutation.ts';
import { respondPath } from './get-response.ts';

/** Submits; refused with each required question still unanswered named `answers.<id>`. */
export const submitResponse = ({ token }: { token: string }) =>
  api.post<ResponseView>(`${respondPath(token)}/submit`);

export const useSubmitResponse = () => useRespondMutation(submitResponse);
