import { formatNumber, shortMonthName } from '@rampart/domain';
import {
  FINDING_SEVERITY_VALUES,
  VENDOR_COMPLIANCE_STATUSES,
  VENDOR_STATUSES,
  VENDOR_TIERS,
  type VendorDashboard,
} from '@rampart/contracts';
import { FINDING_SEVERITY_LABELS } from '../../../lib/finding-labels.ts';
import { labelOf } from '../../../lib/labels.ts';
import { COMPLIANCE_LABELS, STATUS_LABELS, TIER_LABELS } from '../../../lib/vendor-labels.ts';

/** The vendor register's path; its filters are the list API's own names (tier, status, ...). */
export const VENDOR_LIST_PATH = '/dashboard/vendors';

type ListFilter = 'status' | 'tier' | 'complianceStatus' | 'reviewDue';

/** The register filtered to what a figure counts: /dashboard/vendors?tier=critical. */
export const vendorListHref = (filter?: Partial<Record<ListFilter, string>>): string => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filter ?? {})) if (value) query.set(key, value);
  const text = query.toString();
  return text ? `${VENDOR_LIST_PATH}?${text}` : VENDOR_LIST_PATH;
};

export type BreakdownRow = {
  value: string;
  label: string;
  count: number;
  /** The filtered list, for values the register can filter by. */
  href: string | null;
};

/**
 * Counts in the vocabulary's order, every known value shown (a zero is a figure too), then any
 * value the server counted that this screen does not know (a vendor not yet assessed), as sent.
 */
const breakdown = (
  counts: ReadonlyMap<string, number>,
  order: readonly string[],
  labels: Readonly<Record<string, string>>,
  hrefOf: ((value: string) => string) | null,
): BreakdownRow[] => {
  const known = order.map((value) => ({
    value,
    label: labels[value]!,
    count: counts.get(value) ?? 0,
    href: hrefOf ? hrefOf(value) : null,
  }));
  const other = [...counts]
    .filter(([value]) => !order.includes(value))
    .map(([value, count]) => ({ value, label: labelOf(labels, value), count, href: null }));
  return [...known, ...other];
};

const countsOf = <K extends string>(
  rows: readonly ({ count: number } & Record<K, string>)[],
  key: K,
) => new Map(rows.map((r) => [r[key], r.count]));

export const statusBreakdown = (d: VendorDashboard) =>
  breakdown(countsOf(d.byStatus, 'status'), VENDOR_STATUSES, STATUS_LABELS, (status) =>
    vendorListHref({ status }),
  );

export const complianceBreakdown = (d: VendorDashboard) =>
  breakdown(
    countsOf(d.byCompliance, 'complianceStatus'),
    VENDOR_COMPLIANCE_STATUSES,
    COMPLIANCE_LABELS,
    (complianceStatus) => vendorListHref({ complianceStatus }),
  );

export const tierBreakdown = (d: VendorDashboard) =>
  breakdown(countsOf(d.byTier, 'tier'), VENDOR_TIERS, TIER_LABELS, (tier) =>
    vendorListHref({ tier }),
  );

/** Most severe first; the register has no findings filter, so these are not links. */
export const severityBreakdown = (d: VendorDashboard) =>
  breakdown(
    countsOf(d.openFindingsBySeverity, 'severity'),
    [...FINDING_SEVERITY_VALUES].reverse(),
    FINDING_SEVERITY_LABELS,
    null,
  );

export const openFindingsTotal = (d: VendorDashboard): number =>
  d.openFindingsBySeverity.reduce((n, r) => n + r.count, 0);

/** "2026-03" (or a date in that month) as "Mar 2026"; anything else as sent. */
export const monthLabel = (month: string): string => {
  const m = /^(\d{4})-(\d{2})/.exec(month);
  if (!m) return month;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, 1));
  return Number.isNaN(d.getTime())
    ? month
    : `${shortMonthName(d.getUTCMonth())} ${d.getUTCFullYear()}`;
};

/** An average score to one decimal, as scores are read: "42.5". */
export const formatScore = (score: number): string => formatNumber(score, 1);

/** Months oldest first, so the table reads as a timeline. */
export const assessmentMonths = (d: VendorDashboard) =>
  [...d.assessmentsByMonth].sort((a, b) => a.month.localeCompare(b.month));

/** A vendor's own page in the register. */
export const vendorPageHref = (vendorId: string): string =>
  `${VENDOR_LIST_PATH}/${encodeURIComponent(vendorId)}`;
