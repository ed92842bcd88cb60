import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { vendorKeys } from '../../../lib/vendor-api/vendor-keys.ts';
import type { VendorFinding } from './get-vendor-findings.ts';

export type FindingToRiskInput = {
  findingId: string;
  vendorId: string;
  /** Defaults to the finding's title. */
  title?: string;
  /** Defaults to the vendor's owner. */
  ownerUserId?: string | null;
};

export const findingToRisk = ({ findingId, vendorId: _vendorId, ...body }: FindingToRiskInput) =>
  api.post<{ finding: VendorFinding; riskId: string }>(
    `/findings/${encodeURIComponent(findingId)}/risk`,
    body,
  );

/** A new register risk: the vendor's findings and the risk register both refresh. */
export const useFindingToRisk = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: findingToRisk,
    onSuccess: (_result, { vendorId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: vendorKeys.findings(vendorId) }),
        queryClient.invalidateQueries({ queryKey: vendorKeys.events(vendorId) }),
        // The risks feature caches everything under ['risks'].
        queryClient.invalidateQueries({ queryKey: ['risks'] }),
      ]),
  });
};
