import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResponseView } from '@rampart/contracts';
import { requestKeys } from './request-keys.ts';

/** A recipient's call answers with the page as it now is: it replaces the cached page. */
export const useRespondMutation = <T extends { token: string }>(
  fn: (input: T) => Promise<ResponseView>,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (view, input) => queryClient.setQueryData(requestKeys.response(input.token), view),
  });
};
