import type { ReportBlock } from '@rampart/contracts';
import { controlTestSeries, listFrameworks, reportAssessments, reportControls } from '@rampart/db';
import {
  ASSESSMENT_STATUS_LABELS,
  compareGaps,
  CONTROL_STATUS_LABELS,
  IMPLEMENTATION_STATUS_LABELS,
  labelOf,
  REQUIREMENT_STATUS_LABELS,
} from '@rampart/domain';
import { coverageTrend } from '../../analytics/trends.ts';
import { frameworkStatus } from '../../frameworks/framework-status.ts';
import {
  cutNote,
  day,
  percent,
  scopeOf,
  table,
  TABLE_LIMIT,
  text,
  type ReportContext,
} from './context.ts';
import { momentLabels } from './moments.ts';

export const controlsTestsSection = async (c: ReportContext): Promise<ReportBlock[]> => {
  const scope = scopeOf(c.filters);
  const [tests, controls] = await Promise.all([
    controlTestSeries(c.db, c.organizationId, c.range, scope),
    reportControls(c.db, c.organizationId, scope, TABLE_LIMIT),
  ]);
  const byK = new Map(tests.map((t) => [t.k, t]));
  const labels = momentLabels(c.range);
  const tested = tests.reduce((n, t) => n + t.tested, 0);
  const passed = tests.reduce((n, t) => n + t.passed, 0);
  const blocks: ReportBlock[] = [
    {
      kind: 'figures',
      items: [
        { label: 'Controls in use', value: controls.total.toLocaleString('en-US'), tone: null },
        { label: 'Tests completed', value: tested.toLocaleString('en-US'), tone: null },
        {
          label: 'Pass rate',
          value: tested === 0 ? '—' : `${Math.round((passed / tested) * 100)}%`,
          tone: tested > 0 && passed / tested < 0.8 ? 'warning' : null,
        },
      ],
    },
  ];
  if (tested > 0) {
    blocks.push({
      kind: 'chart',
      title: 'Control tests by result',
      chart: {
        type: 'stacked-bar',
        categories: labels,
        yLabel: 'Tests',
        series: [
          {
            name: 'Passed',
            color: 'series-3',
            data: labels.map((_, k) => byK.get(k)?.passed ?? 0),
          },
          {
            name: 'Partial',
            color: 'series-2',
            data: labels.map((_, k) => byK.get(k)?.partial ?? 0),
          },
          {
            name: 'Failed',
            color: 'series-6',
            data: labels.map((_, k) => byK.get(k)?.failed ?? 0),
          },
        ],
      },
    });
  }
  if (controls.total === 0) return [...blocks, text('No controls match the filters.')];
  blocks.push(
    table(
      [
        ['Control'],
        ['Status'],
        ['Implementation'],
        ['Owner'],
        ['Effectiveness', 'right'],
        ['Last test'],
        ['Next test'],
      ],
      controls.rows.map((r) => [
        r.title,
        labelOf(CONTROL_STATUS_LABELS, r.status),
        labelOf(IMPLEMENTATION_STATUS_LABELS, r.implementationStatus),
        r.owner,
        percent(r.effectiveness),
        day(r.lastTestDate),
        day(r.nextTestDate),
      ]),
      {
        title: 'Controls, least effective first',
        note: cutNote(controls.rows.length, controls.total, 'controls'),
      },
    ),
  );
  return blocks;
};

/** The tracked frameworks (one when the report names it). */
const trackedFrameworks = async (c: ReportContext) =>
  (await listFrameworks(c.db, c.organizationId)).filter(
    (f) => f.selected && (!c.filters.framework || f.framework.id === c.filters.framework),
  );

export const frameworkStatusSection = async (c: ReportContext): Promise<ReportBlock[]> => {
  const tracked = await trackedFrameworks(c);
  if (tracked.length === 0) return [text('No framework is tracked.')];
  const rows: (string | number | null)[][] = [];
  for (const f of tracked) {
    const { summary } = await frameworkStatus(c.db, c.organizationId, f.framework.id, c.now);
    rows.push([
      f.framework.name,
      summary.total,
      summary.met,
      summary.partlyMet,
      summary.notMet,
      summary.notApplicable,
      `${summary.percentMet}%`,
    ]);
  }
  const trend = await coverageTrend(c.db, { organizationId: c.organizationId }, c.filters, c.now);
  const blocks: ReportBlock[] = [
    table(
      [
        ['Framework'],
        ['Requirements', 'right'],
        ['Met', 'right'],
        ['Partly met', 'right'],
        ['Not met', 'right'],
        ['Not applicable', 'right'],
        ['Met %', 'right'],
      ],
      rows,
    ),
  ];
  if (trend.frameworks.some((f) => f.points.some((p) => p.percentMet !== null))) {
    blocks.push({
      kind: 'chart',
      title: 'Requirements met over the period',
      chart: {
        type: 'line',
        categories: momentLabels(c.range),
        yLabel: '% met',
        yMax: 100,
        series: trend.frameworks.map((f) => ({
          name: f.name,
          data: f.points.map((p) => p.percentMet),
        })),
      },
    });
  }
  return blocks;
};

export const gapsSection = async (c: ReportContext): Promise<ReportBlock[]> => {
  const tracked = await trackedFrameworks(c);
  if (tracked.length === 0) return [text('No framework is tracked.')];
  const blocks: ReportBlock[] = [];
  for (const f of tracked) {
    const status = await frameworkStatus(c.db, c.organizationId, f.framework.id, c.now);
    const gaps = status.requirements
      .filter((r) => r.status === 'not_met' || r.status === 'partly_met')
      .sort(compareGaps);
    const shown = gaps.slice(0, TABLE_LIMIT);
    blocks.push(
      table(
        [['Requirement'], ['Title'], ['Status'], ['Mandatory'], ['Why']],
        shown.map((r) => [
          r.code,
          r.title,
          REQUIREMENT_STATUS_LABELS[r.status],
          r.mandatory ? 'Yes' : 'No',
          r.reasons.slice(0, 2).join('; ') || null,
        ]),
        {
          title: `${f.framework.name}: ${gaps.length} gaps`,
          note:
            gaps.length === 0
              ? 'No gaps: every applicable requirement is met.'
              : cutNote(shown.length, gaps.length, 'gaps'),
        },
      ),
    );
  }
  return blocks;
};

export const assessmentsSection = async (c: ReportContext): Promise<ReportBlock[]> => {
  const { rows, total } = await reportAssessments(
    c.db,
    c.organizationId,
    scopeOf(c.filters),
    TABLE_LIMIT,
  );
  if (total === 0) return [text('No assessment has been started.')];
  return [
    table(
      [['Assessment'], ['Framework'], ['Period'], ['Status'], ['Lead'], ['Signed off']],
      rows.map((r) => [
        r.name,
        r.framework,
        `${day(r.periodStart)} – ${day(r.periodEnd)}`,
        labelOf(ASSESSMENT_STATUS_LABELS, r.status),
        r.lead,
        r.signedOffAt ? `${day(r.signedOffAt)} by ${r.signedOffBy ?? 'a former member'}` : null,
      ]),
      { note: cutNote(rows.length, total, 'assessments') },
    ),
  ];
};
