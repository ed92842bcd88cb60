import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ComplianceGapAnalysis } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { ARIA_KEYS, ARIA_STALE_MS } from './keys.ts';

/** ARIA's gap analysis of one framework (a read-only POST: it changes nothing). */
export const analyzeComplianceGaps = (frameworkId: string) =>
  api.post<ComplianceGapAnalysis>('/ai/compliance/gaps', { frameworkId });

export const complianceGapsQueryOptions = (frameworkId: string) =>
  queryOptions({
    queryKey: ARIA_KEYS.gaps(frameworkId),
    queryFn: () => analyzeComplianceGaps(frameworkId),
    staleTime: ARIA_STALE_MS,
    retry: false,
  });

export const useComplianceGaps = (frameworkId: string | undefined) =>
  useQuery({ ...complianceGapsQueryOptions(frameworkId ?? ''), enabled: Boolean(frameworkId) });
