import { describe, expect, it } from 'vitest';
import type { VendorDashboard } from '@rampart/contracts';
import {
  assessmentMonths,
  complianceBreakdown,
  formatScore,
  monthLabel,
  openFindingsTotal,
  severityBreakdown,
  statusBreakdown,
  tierBreakdown,
  vendorListHref,
} from './dashboard-view.ts';

const dashboard = (over: Partial<VendorDashboard> = {}): VendorDashboard => ({
  total: 5,
  byStatus: [
    { status: 'active', count: 4 },
    { status: 'prospective', count: 1 },
  ],
  byCompliance: [
    { complianceStatus: 'HIGH_RISK', count: 2 },
    { complianceStatus: 'NOT_ASSESSED', count: 3 },
  ],
  byTier: [{ tier: 'critical', count: 1 }],
  assessmentsByMonth: [
    { month: '2026-03', count: 2, averageScore: 42.25 },
    { month: '2026-01', count: 1, averageScore: 60 },
  ],
  documentsExpiring: 1,
  documentsExpired: 0,
  openFindingsBySeverity: [
    { severity: 'high', count: 2 },
    { severity: 'medium', count: 3 },
  ],
  reviewsDue: 2,
  ...over,
});

describe('vendorListHref', () => {
  it('links the register filtered by the figure, or whole', () => {
    expect(vendorListHref({ tier: 'critical' })).toBe('/dashboard/vendors?tier=critical');
    expect(vendorListHref({ reviewDue: 'true' })).toBe('/dashboard/vendors?reviewDue=true');
    expect(vendorListHref()).toBe('/dashboard/vendors');
  });
});

describe('breakdowns', () => {
  it('shows every status in order, zeros included, each linking to its filter', () => {
    expect(statusBreakdown(dashboard())).toEqual([
      {
        value: 'prospective',
        label: 'Prospective',
        count: 1,
        href: '/dashboard/vendors?status=prospective',
      },
      { value: 'active', label: 'Active', count: 4, href: '/dashboard/vendors?status=active' },
      {
        value: 'offboarded',
        label: 'Offboarded',
        count: 0,
        href: '/dashboard/vendors?status=offboarded',
      },
    ]);
  });

  it('keeps a value it does not know, readable and unlinked', () => {
    const rows = complianceBreakdown(dashboard());
    expect(rows.map((r) => r.value)).toEqual([
      'COMPLIANT',
      'MODERATE_RISK',
      'HIGH_RISK',
      'CRITICAL_RISK',
      'NOT_ASSESSED',
    ]);
    expect(rows.at(-1)).toEqual({
      value: 'NOT_ASSESSED',
      label: 'Not assessed',
      count: 3,
      href: null,
    });
    expect(rows[2]).toMatchObject({
      count: 2,
      href: '/dashboard/vendors?complianceStatus=HIGH_RISK',
    });
  });

  it('tiers from critical down', () => {
    expect(tierBreakdown(dashboard()).map((r) => [r.value, r.count])).toEqual([
      ['critical', 1],
      ['high', 0],
      ['medium', 0],
      ['low', 0],
    ]);
  });

  it('findings most severe first, not linked, with their total', () => {
    const rows = severityBreakdown(dashboard());
    expect(rows.map((r) => [r.value, r.count, r.href])).toEqual([
      ['critical', 0, null],
      ['high', 2, null],
      ['medium', 3, null],
      ['low', 0, null],
    ]);
    expect(openFindingsTotal(dashboard())).toBe(5);
    expect(openFindingsTotal(dashboard({ openFindingsBySeverity: [] }))).toBe(0);
  });
});

describe('assessments over time', () => {
  it('reads oldest month first, months in short English', () => {
    expect(assessmentMonths(dashboard()).map((m) => monthLabel(m.month))).toEqual([
      'Jan 2026',
      'Mar 2026',
    ]);
    expect(monthLabel('2026-12-01')).toBe('Dec 2026');
    expect(monthLabel('soon')).toBe('soon');
  });

  it('writes an average score with at most one decimal', () => {
    expect(formatScore(42.25)).toBe('42.3');
    expect(formatScore(60)).toBe('60');
  });
});
