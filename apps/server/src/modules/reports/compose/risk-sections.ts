import type { ReportBlock } from '@rampart/contracts';
import { reportRisks, riskLevelSeries } from '@rampart/db';
import {
  labelOf,
  RISK_CATEGORY_LABELS,
  RISK_STATUS_LABELS,
  SCALE_LABELS,
  riskLevel,
  riskScore,
} from '@rampart/domain';
import { buildHeatmap } from '../../analytics/heatmap.ts';
import {
  cutNote,
  day,
  LEVEL_LABELS,
  scopeOf,
  table,
  TABLE_LIMIT,
  text,
  type ReportContext,
} from './context.ts';
import { momentLabels } from './moments.ts';

const LEVELS = ['critical', 'high', 'medium', 'low'] as const;

export const riskRegisterSection = async (c: ReportContext): Promise<ReportBlock[]> => {
  const { rows, total } = await reportRisks(
    c.db,
    c.organizationId,
    scopeOf(c.filters),
    TABLE_LIMIT,
  );
  if (total === 0) return [text('No risks match the filters.')];
  const series = await riskLevelSeries(c.db, c.organizationId, c.range, {
    categories: c.filters.category,
    ownerUserId: c.filters.ownerUserId,
    framework: c.filters.framework,
  });
  return [
    {
      kind: 'chart',
      title: 'Residual risk by level over the period',
      chart: {
        type: 'line',
        categories: momentLabels(c.range),
        yLabel: 'Risks',
        series: LEVELS.map((l) => ({
          name: LEVEL_LABELS[l]!,
          color: l,
          data: series.map((p) => p.residual[l]),
        })),
      },
    },
    table(
      [
        ['Risk'],
        ['Category'],
        ['Inherent', 'right'],
        ['Residual', 'right'],
        ['Status'],
        ['Owner'],
        ['Next review'],
      ],
      rows.map((r) => [
        r.title,
        labelOf(RISK_CATEGORY_LABELS, r.category),
        `${r.inherentScore} ${LEVEL_LABELS[r.inherentLevel] ?? r.inherentLevel}`,
        `${r.residualScore} ${LEVEL_LABELS[r.residualLevel] ?? r.residualLevel}`,
        labelOf(RISK_STATUS_LABELS, r.status),
        r.owner,
        day(r.nextReview),
      ]),
      { title: 'Risks by residual score', note: cutNote(rows.length, total, 'risks') },
    ),
  ];
};

export const topRisksSection = async (c: ReportContext): Promise<ReportBlock[]> => {
  const { rows, total } = await reportRisks(c.db, c.organizationId, scopeOf(c.filters), 10);
  if (total === 0) return [text('No risks match the filters.')];
  return [
    text(
      `The ${rows.length} highest of ${total.toLocaleString('en-US')} risks by residual score (after controls), then inherent score.`,
    ),
    table(
      [['#', 'right'], ['Risk'], ['Residual', 'right'], ['Inherent', 'right'], ['Owner']],
      rows.map((r, i) => [
        i + 1,
        r.title,
        `${r.residualScore} ${LEVEL_LABELS[r.residualLevel] ?? ''}`,
        `${r.inherentScore} ${LEVEL_LABELS[r.inherentLevel] ?? ''}`,
        r.owner,
      ]),
    ),
  ];
};

const matrix = async (c: ReportContext, basis: 'inherent' | 'residual'): Promise<ReportBlock> => {
  const map = await buildHeatmap(c.db, c.organizationId, {
    basis,
    category: c.filters.category,
    framework: c.filters.framework ? [c.filters.framework] : undefined,
  });
  const counts = new Map(
    map.cells.map((cell) => [`${cell.likelihood}:${cell.impact}`, cell.count]),
  );
  const scale = [1, 2, 3, 4, 5];
  return {
    kind: 'matrix',
    title: basis === 'inherent' ? 'Inherent risk' : 'Residual risk (after controls)',
    rowLabels: [...scale].reverse().map((l) => `Likelihood ${l} ${SCALE_LABELS[l - 1]}`),
    columnLabels: scale.map((i) => `Impact ${i} ${SCALE_LABELS[i - 1]}`),
    cells: [...scale].reverse().map((l) =>
      scale.map((i) => ({
        count: counts.get(`${l}:${i}`) ?? 0,
        level: riskLevel(riskScore(l, i)),
      })),
    ),
  };
};

export const heatMapSection = async (c: ReportContext): Promise<ReportBlock[]> => [
  await matrix(c, 'inherent'),
  await matrix(c, 'residual'),
];
