import { queryOptions } from '@tanstack/react-query';
import type { ControlTrend, CoverageTrend, FindingTrend, RiskTrend } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';

// Under the prefixes of what they count, so a change there refreshes the chart.
const trend = <T>(prefix: string, chart: string, query: string) =>
  queryOptions({
    queryKey: [prefix, 'trend', chart, query] as const,
    queryFn: () => api.get<T>(`/analytics/trends/${chart}${query}`),
  });

export const riskTrendQuery = (q: string) => trend<RiskTrend>('risks', 'risks', q);
export const controlTrendQuery = (q: string) => trend<ControlTrend>('controls', 'controls', q);
export const coverageTrendQuery = (q: string) => trend<CoverageTrend>('frameworks', 'coverage', q);
export const findingTrendQuery = (q: string) => trend<FindingTrend>('controls', 'findings', q);
