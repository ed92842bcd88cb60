import type { InsightPriority, InsightType } from '@rampart/contracts';

export const PRIORITY_LABELS: Record<InsightPriority, string> = {
  high: 'High priority',
  medium: 'Medium priority',
  low: 'Low priority',
};

export const INSIGHT_TYPE_LABELS: Record<InsightType, string> = {
  RISK_TREND: 'Risk trends',
  CONTROL_EFFECTIVENESS: 'Control effectiveness',
  COMPLIANCE_STATUS: 'Compliance status',
};

/** Insights grouped by type, in a fixed order; empty groups are left out. */
export const groupInsights = <T extends { type: InsightType }>(items: readonly T[]) =>
  (Object.keys(INSIGHT_TYPE_LABELS) as InsightType[])
    .map((type) => ({
      type,
      label: INSIGHT_TYPE_LABELS[type],
      items: items.filter((i) => i.type === type),
    }))
    .filter((g) => g.items.length > 0);
