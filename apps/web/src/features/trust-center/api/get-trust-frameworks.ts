import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrustFrameworkSnapshot } from '@rampart/contracts';
import { getAllItems } from '../../../lib/api-client.ts';
import { TRUST_CENTER_KEYS, trustFrameworksPath } from './keys.ts';

/** Every framework's frozen figures, as the page shows them (a handful: read whole). */
export const getTrustFrameworks = (signal?: AbortSignal) =>
  getAllItems<TrustFrameworkSnapshot>(trustFrameworksPath, signal);

export const trustFrameworksQueryOptions = queryOptions({
  queryKey: TRUST_CENTER_KEYS.frameworks,
  queryFn: ({ signal }) => getTrustFrameworks(signal),
});

/** The snapshots the framework rows show beside each framework. */
export const useTrustFrameworks = () => useQuery(trustFrameworksQueryOptions);
