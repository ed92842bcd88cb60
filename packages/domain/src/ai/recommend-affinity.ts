// How well each family of library controls treats each register category of risk: one signal
// of the offline control recommendation's ranking (recommend-rank.ts).
import { RISK_CATEGORIES, type RiskCategory } from '../risk/normalize.ts';

/**
 * How well each library category treats risks of a register category (0..1). Risk categories
 * are business views (Technology, Financial...), library categories are control families.
 */
export const CATEGORY_AFFINITY: Record<RiskCategory, Record<string, number>> = {
  TECHNOLOGY: {
    'access-control': 0.8,
    'network-security': 1,
    'operations-security': 1,
    'secure-development': 0.9,
    'data-protection': 0.7,
    'asset-management': 0.7,
    'incident-response': 0.6,
    'business-continuity': 0.5,
    'compliance-monitoring': 0.5,
    'vendor-management': 0.3,
    'physical-security': 0.2,
    privacy: 0.2,
    governance: 0.2,
    'hr-security': 0.2,
  },
  OPERATIONAL: {
    'business-continuity': 1,
    'physical-security': 0.9,
    'operations-security': 0.7,
    'hr-security': 0.7,
    'vendor-management': 0.7,
    'incident-response': 0.7,
    'asset-management': 0.6,
    'access-control': 0.5,
    'secure-development': 0.4,
    'data-protection': 0.4,
    'compliance-monitoring': 0.4,
    'network-security': 0.3,
    governance: 0.4,
    privacy: 0.2,
  },
  FINANCIAL: {
    'access-control': 0.8,
    governance: 0.8,
    'compliance-monitoring': 0.7,
    'business-continuity': 0.5,
    'data-protection': 0.5,
    'vendor-management': 0.5,
    'secure-development': 0.4,
    'operations-security': 0.4,
    'hr-security': 0.3,
    'incident-response': 0.2,
    'network-security': 0.2,
    'asset-management': 0.2,
    'physical-security': 0.2,
    privacy: 0.2,
  },
  COMPLIANCE: {
    privacy: 1,
    'compliance-monitoring': 1,
    governance: 0.8,
    'data-protection': 0.8,
    'vendor-management': 0.6,
    'hr-security': 0.5,
    'access-control': 0.4,
    'incident-response': 0.4,
    'asset-management': 0.4,
    'physical-security': 0.3,
    'secure-development': 0.3,
    'operations-security': 0.3,
    'business-continuity': 0.3,
    'network-security': 0.2,
  },
  STRATEGIC: {
    governance: 1,
    'vendor-management': 0.7,
    'business-continuity': 0.7,
    'compliance-monitoring': 0.5,
    'incident-response': 0.4,
    privacy: 0.4,
    'hr-security': 0.4,
    'data-protection': 0.3,
    'access-control': 0.2,
    'operations-security': 0.2,
    'secure-development': 0.2,
    'network-security': 0.2,
    'asset-management': 0.2,
    'physical-security': 0.2,
  },
};

/** The affinity of a library category for a risk's category (0 when it has none we know). */
export const categoryAffinity = (
  riskCategory: string | null | undefined,
  libraryCategory: string,
) => {
  const upper = riskCategory?.trim().toUpperCase() ?? '';
  if (!(RISK_CATEGORIES as readonly string[]).includes(upper)) return 0;
  return CATEGORY_AFFINITY[upper as RiskCategory][libraryCategory] ?? 0;
};
