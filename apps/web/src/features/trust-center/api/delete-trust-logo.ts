import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TrustCenterSettings } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { TRUST_CENTER_KEYS, trustLogoPath } from './keys.ts';

/** Takes the logo off the page: its header shows the title alone. */
export const deleteTrustLogo = () => api.delete<TrustCenterSettings>(trustLogoPath);

export const useDeleteTrustLogo = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTrustLogo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TRUST_CENTER_KEYS.settings }),
  });
};
