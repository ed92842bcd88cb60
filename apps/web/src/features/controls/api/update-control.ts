import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Control, RequestBody, updateControlBodySchema } from '@rampart/contracts';
import { ApiError, api, versionHeader } from '../../../lib/api-client.ts';
import { CONTROL_KEYS } from './keys.ts';

/** The fields a screen changes; dates go as ISO strings. */
export type UpdateControlInput = RequestBody<typeof updateControlBodySchema>;

/** `version`: the updatedAt the change was made on; a newer one answers 412, nothing saved. */
export const updateControl = ({
  id,
  patch,
  version,
}: {
  id: string;
  patch: UpdateControlInput;
  version?: string;
}) => api.patch<Control>(`/controls/${encodeURIComponent(id)}`, patch, versionHeader(version));

export const useUpdateControl = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateControl,
    onSuccess: (control) => {
      // Update replaces the item by id (spec §4); lists refresh in the background.
      queryClient.setQueryData(CONTROL_KEYS.detail(control.id), control);
      return queryClient.invalidateQueries({ queryKey: CONTROL_KEYS.lists });
    },
    // Changed by someone else since it was read: fetch their version, so reopening starts from it.
    onError: (error, { id }) => {
      if (error instanceof ApiError && error.status === 412) {
        void queryClient.invalidateQueries({ queryKey: CONTROL_KEYS.detail(id) });
      }
    },
  });
};
