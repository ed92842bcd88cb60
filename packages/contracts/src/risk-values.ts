// Zod-free (decision 008): the risk vocabulary, read by the web app's URL search validation in
// its first load. The schemas built on it stay in risks.ts.

export const RISK_CATEGORY_VALUES = [
  'OPERATIONAL',
  'FINANCIAL',
  'STRATEGIC',
  'COMPLIANCE',
  'TECHNOLOGY',
] as const;
export const RISK_STATUS_VALUES = [
  'identified',
  'assessed',
  'in-progress',
  'mitigated',
  'accepted',
  'closed',
] as const;
export const RISK_LEVEL_VALUES = ['low', 'medium', 'high', 'critical'] as const;
export const REVIEW_CADENCE_VALUES = ['monthly', 'quarterly', 'semiannual', 'annual'] as const;

export const RISK_SORT_COLUMNS = [
  'createdAt',
  'updatedAt',
  'title',
  'category',
  'likelihood',
  'impact',
  'riskScore',
  'residualScore',
  'status',
  'owner',
  'nextReview',
  'lastAssessed',
  'dateIdentified',
] as const;
