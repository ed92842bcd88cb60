import type { ReportBlock } from '@rampart/contracts';
import {
  findingSeries,
  reportOpenFindings,
  reportVendors,
  vendorDashboardFigures,
} from '@rampart/db';
import {
  FINDING_SEVERITY_LABELS,
  FINDING_STATUS_LABELS,
  labelOf,
  VENDOR_COMPLIANCE_STATUS_LABELS,
  VENDOR_STATUS_LABELS,
  VENDOR_TIER_LABELS,
} from '@rampart/domain';
import { cutNote, day, scopeOf, table, TABLE_LIMIT, text, type ReportContext } from './context.ts';
import { momentLabels } from './moments.ts';

const DAY = 86_400_000;

export const findingsSection = async (c: ReportContext): Promise<ReportBlock[]> => {
  const scope = scopeOf(c.filters);
  const [series, open] = await Promise.all([
    findingSeries(c.db, c.organizationId, c.range, scope),
    reportOpenFindings(c.db, c.organizationId, scope, TABLE_LIMIT),
  ]);
  const opened = series.buckets.reduce((n, b) => n + b.opened, 0);
  const closed = series.buckets.reduce((n, b) => n + b.closed, 0);
  const days = series.buckets.reduce((n, b) => n + (b.meanDaysToClose ?? 0) * b.closed, 0);
  const overdue = open.rows.filter(
    (f) => f.dueDate && new Date(f.dueDate).getTime() < c.now.getTime(),
  ).length;
  const blocks: ReportBlock[] = [
    {
      kind: 'figures',
      items: [
        { label: 'Open now', value: open.total.toLocaleString('en-US'), tone: null },
        { label: 'Opened in the period', value: opened.toLocaleString('en-US'), tone: null },
        { label: 'Closed in the period', value: closed.toLocaleString('en-US'), tone: null },
        {
          label: 'Mean time to remediate',
          value: closed === 0 ? '—' : `${Math.round((days / closed) * 10) / 10} days`,
          tone: null,
        },
        {
          label: 'Past due',
          value: overdue.toLocaleString('en-US'),
          tone: overdue > 0 ? 'danger' : null,
        },
      ],
    },
  ];
  if (opened + closed > 0) {
    const labels = momentLabels(c.range);
    blocks.push({
      kind: 'chart',
      title: 'Findings opened and closed',
      chart: {
        type: 'bar',
        categories: labels,
        yLabel: 'Findings',
        series: [
          { name: 'Opened', color: 'series-6', data: series.buckets.map((b) => b.opened) },
          { name: 'Closed', color: 'series-3', data: series.buckets.map((b) => b.closed) },
          { name: 'Open', color: 'series-1', line: true, data: series.openAt },
        ],
      },
    });
  }
  if (open.total === 0) return [...blocks, text('No finding is open.')];
  blocks.push(
    table(
      [
        ['Finding'],
        ['Severity'],
        ['Status'],
        ['Owner'],
        ['Due'],
        ['Source'],
        ['Open for', 'right'],
      ],
      open.rows.map((f) => [
        f.title,
        labelOf(FINDING_SEVERITY_LABELS, f.severity),
        labelOf(FINDING_STATUS_LABELS, f.status),
        f.owner,
        day(f.dueDate),
        f.source,
        f.createdAt
          ? `${Math.max(0, Math.floor((c.now.getTime() - new Date(f.createdAt).getTime()) / DAY))} days`
          : null,
      ]),
      {
        title: 'Open findings, most severe first',
        note: cutNote(open.rows.length, open.total, 'findings'),
      },
    ),
  );
  return blocks;
};

export const vendorsSection = async (c: ReportContext): Promise<ReportBlock[]> => {
  const [figures, list] = await Promise.all([
    vendorDashboardFigures(c.db, c.organizationId, {
      now: c.now,
      dueBy: c.now,
      warnUntil: new Date(c.now.getTime() + 30 * DAY),
    }),
    reportVendors(c.db, c.organizationId, scopeOf(c.filters), TABLE_LIMIT),
  ]);
  if (figures.total === 0) return [text('No vendor is in the register.')];
  const status = (s: string) => figures.byStatus.find((x) => x.status === s)?.count ?? 0;
  return [
    {
      kind: 'figures',
      items: [
        { label: 'Active', value: String(status('active')), tone: null },
        { label: 'Prospective', value: String(status('prospective')), tone: null },
        {
          label: 'Reviews due',
          value: String(figures.reviewsDue),
          tone: figures.reviewsDue > 0 ? 'warning' : null,
        },
        {
          label: 'Documents expired',
          value: String(figures.documentsExpired),
          tone: figures.documentsExpired > 0 ? 'danger' : null,
        },
      ],
    },
    table(
      [
        ['Vendor'],
        ['Tier'],
        ['Status'],
        ['Compliance'],
        ['Risk score', 'right'],
        ['Owner'],
        ['Next review'],
      ],
      list.rows.map((v) => [
        v.name,
        labelOf(VENDOR_TIER_LABELS, v.tier),
        labelOf(VENDOR_STATUS_LABELS, v.status),
        labelOf(VENDOR_COMPLIANCE_STATUS_LABELS, v.complianceStatus),
        v.riskScore,
        v.owner,
        day(v.nextReviewAt),
      ]),
      { note: cutNote(list.rows.length, list.total, 'vendors') },
    ),
  ];
};
