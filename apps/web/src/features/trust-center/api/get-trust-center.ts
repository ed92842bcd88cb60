import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrustCenter } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { TRUST_CENTER_KEYS, TRUST_CENTER_PATH } from './keys.ts';

/** The settings (null until set up), what the page shows now, and what the reader may change. */
export const getTrustCenter = () => api.get<TrustCenter>(TRUST_CENTER_PATH);

export const trustCenterQueryOptions = queryOptions({
  queryKey: TRUST_CENTER_KEYS.settings,
  queryFn: getTrustCenter,
});

export const useTrustCenter = () => useQuery(trustCenterQueryOptions);
