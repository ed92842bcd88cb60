// Zod-free (decision 008): the Analytics page's filters, kept in the URL.
import { RISK_CATEGORY_VALUES, TREND_PERIODS, type TrendPeriod } from '@rampart/contracts';
import { id, listQuery, many, oneOf, text } from '../../../lib/search-params.ts';

export type AnalyticsSearch = {
  period?: TrendPeriod;
  from?: string;
  to?: string;
  category?: (typeof RISK_CATEGORY_VALUES)[number][];
  owner?: string;
  framework?: string;
  basis?: 'residual';
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const date = (v: unknown) => {
  const t = text(v);
  return t && DATE.test(t) ? t : undefined;
};

export const validateAnalyticsSearch = (s: Record<string, unknown>): AnalyticsSearch => {
  const period = oneOf(s.period, TREND_PERIODS);
  return {
    // 90 days is the default and stays out of the URL.
    period: period === '90d' ? undefined : period,
    from: period === 'custom' ? date(s.from) : undefined,
    to: period === 'custom' ? date(s.to) : undefined,
    category: many(s.category, RISK_CATEGORY_VALUES),
    owner: id(s.owner),
    framework: text(s.framework)?.slice(0, 40),
    basis: oneOf(s.basis, ['residual'] as const),
  };
};

/** The query every chart endpoint takes. A custom period without both dates waits for them. */
export const trendQuery = (s: AnalyticsSearch): string | null => {
  const period = s.period ?? '90d';
  if (period === 'custom' && (!s.from || !s.to)) return null;
  return listQuery({
    period,
    from: period === 'custom' ? s.from : undefined,
    to: period === 'custom' ? s.to : undefined,
    category: s.category,
    ownerUserId: s.owner,
    framework: s.framework,
  });
};
