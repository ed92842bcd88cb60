import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Control, RequestBody, updateControlBodySchema } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { CONTROL_KEYS } from './keys.ts';

/** The fields a screen changes; dates go as ISO strings. */
export type UpdateControlInput = RequestBody<typeof updateControlBodySchema>;

export const updateControl = ({ id, patch }: { id: string; patch: UpdateControlInput }) =>
  api.patch<Control>(`/controls/${encodeURIComponent(id)}`, patch);

export const useUpdateControl = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateControl,
    onSuccess: (control) => {
      // Update replaces the item by id (spec §4); lists refresh in the background.
      queryClient.setQueryData(CONTROL_KEYS.detail(control.id), control);
      return queryClient.invalidateQueries({ queryKey: CONTROL_KEYS.lists });
    },
  });
};
