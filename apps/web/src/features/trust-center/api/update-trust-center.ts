import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TrustCenterSettings, UpdateTrustCenterBody } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { TRUST_CENTER_KEYS, TRUST_CENTER_PATH } from './keys.ts';

/** Sets the trust centre up, or changes its settings. A taken address answers 409 (`slug`). */
export const updateTrustCenter = (body: UpdateTrustCenterBody) =>
  api.put<TrustCenterSettings>(TRUST_CENTER_PATH, body);

export const useUpdateTrustCenter = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTrustCenter,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TRUST_CENTER_KEYS.all }),
  });
};
