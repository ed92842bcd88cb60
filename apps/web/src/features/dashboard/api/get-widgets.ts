import { queryOptions } from '@tanstack/react-query';
import type {
  DashboardEvidence,
  DashboardFindings,
  DashboardRiskLevels,
  DashboardTests,
} from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';

// Under the prefixes of the features they summarise (findings and evidence live under
// ['controls']), so a change there refreshes the widget too.

/** How many tests and pieces of evidence a widget lists: the first page, soonest first. */
export const WIDGET_LIST_LIMIT = 6;
export const riskLevelsQuery = queryOptions({
  queryKey: ['risks', 'dashboard-levels'] as const,
  queryFn: () => api.get<DashboardRiskLevels>('/dashboard/risk-levels'),
});

export const testsDueQuery = queryOptions({
  queryKey: ['controls', 'dashboard-tests'] as const,
  queryFn: () => api.get<DashboardTests>(`/dashboard/tests?limit=${WIDGET_LIST_LIMIT}`),
});

export const openFindingsQuery = queryOptions({
  queryKey: ['controls', 'dashboard-findings'] as const,
  queryFn: () => api.get<DashboardFindings>('/dashboard/findings'),
});

export const expiringEvidenceQuery = queryOptions({
  queryKey: ['controls', 'dashboard-evidence'] as const,
  queryFn: () => api.get<DashboardEvidence>(`/dashboard/evidence?limit=${WIDGET_LIST_LIMIT}`),
});
