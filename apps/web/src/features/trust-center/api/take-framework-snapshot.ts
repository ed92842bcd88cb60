import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TrustFrameworkSnapshot } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { TRUST_CENTER_KEYS, trustSnapshotPath } from './keys.ts';

/** Freezes the framework's status as it stands now: the page shows these figures from then on. */
export const takeFrameworkSnapshot = (frameworkId: string) =>
  api.post<TrustFrameworkSnapshot>(trustSnapshotPath(frameworkId));

export const useTakeFrameworkSnapshot = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: takeFrameworkSnapshot,
    // Awaited, so the button spins until the row shows the new figures; the item's standing
    // (held back without a recent snapshot) and the page's counts move with it.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: TRUST_CENTER_KEYS.frameworks }),
        queryClient.invalidateQueries({ queryKey: TRUST_CENTER_KEYS.items('framework') }),
        queryClient.invalidateQueries({ queryKey: TRUST_CENTER_KEYS.settings }),
      ]),
  });
};
