import { SCALE_LABELS } from '@rampart/domain';
import { csvField } from '../../../lib/csv.ts';
import type { MatrixCell } from '../../../lib/heatmap-matrix.ts';

const HEADER = [
  'Likelihood',
  'Likelihood label',
  'Impact',
  'Impact label',
  'Score',
  'Level',
  'Risks',
  'Top risks',
];

/**
 * One row per cell (all 25), highest likelihood first, with its count and its top risks
 * ("Title (score, id)" joined by " | ").
 */
export const heatmapCsv = (matrix: readonly MatrixCell[]): string => {
  const rows = matrix.map((c) =>
    [
      c.likelihood,
      SCALE_LABELS[c.likelihood - 1] ?? '',
      c.impact,
      SCALE_LABELS[c.impact - 1] ?? '',
      c.score,
      c.level,
      c.count,
      c.top.map((r) => `${r.title} (${r.score}, ${r.id})`).join(' | '),
    ]
      .map(csvField)
      .join(','),
  );
  return [HEADER.join(','), ...rows].join('\r\n') + '\r\n';
};
