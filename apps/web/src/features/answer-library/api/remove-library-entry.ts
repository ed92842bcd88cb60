import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { ANSWER_LIBRARY_KEYS, libraryEntryPath } from './keys.ts';

/** Takes an approved answer out of the library: drafting no longer reuses it. */
export const removeLibraryEntry = (id: string) => api.delete<{ done: true }>(libraryEntryPath(id));

export const useRemoveLibraryEntry = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeLibraryEntry,
    // Removing one can settle a disagreement: the others' standings and the counts change too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ANSWER_LIBRARY_KEYS.all }),
  });
};
