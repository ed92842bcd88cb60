import type { RiskListParams } from '../lib/register-search.ts';

/**
 * Cache keys of risks. Everything derived from risks (analytics, the heat map) lives under
 * ['risks'], so one invalidation after a change refreshes it all.
 */
export const RISK_KEYS = {
  all: ['risks'] as const,
  lists: ['risks', 'list'] as const,
  list: (params: RiskListParams) => ['risks', 'list', params] as const,
  page: (params: RiskListParams, page: number) => ['risks', 'list', params, page] as const,
  search: (text: string) => ['risks', 'search', text] as const,
  detail: (id: string) => ['risks', 'detail', id] as const,
  mappings: (riskId: string) => ['risks', 'mappings', riskId] as const,
  history: (riskId: string) => ['risks', 'history', riskId] as const,
  /** The findings this risk was raised from (a vendor's, a test's). */
  sources: (riskId: string) => ['risks', 'sources', riskId] as const,
  templates: ['risk-templates'] as const,
  rcsa: ['risks', 'analytics', 'rcsa'] as const,
  // Under ['controls'], so adopting or importing controls refreshes the picker.
  controls: (search: string) => ['controls', 'options', 'risks', search] as const,
};
