import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Document } from '@rampart/contracts';
import { ApiError } from '../../../lib/api-client.ts';
import { DOCUMENT_KEYS } from './keys.ts';

/**
 * A change to one document: the answer is the document as it now is, put in the cache for its
 * page, and the list (and its counts) is read again.
 */
export const useDocumentMutation = <Input>(mutationFn: (input: Input) => Promise<Document>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (doc) => {
      queryClient.setQueryData(DOCUMENT_KEYS.detail(doc.id), doc);
      return queryClient.invalidateQueries({ queryKey: [...DOCUMENT_KEYS.all, 'list'] });
    },
    // Changed by someone else since it was read (412): fetch their version.
    onError: (error) => {
      if (error instanceof ApiError && error.status === 412) {
        void queryClient.invalidateQueries({ queryKey: DOCUMENT_KEYS.all });
      }
    },
  });
};
