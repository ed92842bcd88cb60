import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Control, RequestBody, createControlBodySchema } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { CONTROL_KEYS } from './keys.ts';

/** What a form sends; the server fills the rest with its defaults. */
export type CreateControlInput = RequestBody<typeof createControlBodySchema>;

export const createControl = (body: CreateControlInput) => api.post<Control>('/controls', body);

export const useCreateControl = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createControl,
    onSuccess: (control) => {
      queryClient.setQueryData(CONTROL_KEYS.detail(control.id), control);
      // The server sorts; refetching puts the new control first in the default newest-first order.
      return queryClient.invalidateQueries({ queryKey: CONTROL_KEYS.lists });
    },
  });
};
