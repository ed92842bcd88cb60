import type { MatrixParams } from '../lib/matrix-search.ts';

/**
 * Cache keys. The matrix is derived from risks, so it lives under ['risks']: the risks feature's
 * invalidations after a change refresh it too. Controls live under ['controls'].
 */
export const RISKS_PREFIX = ['risks'] as const;
export const CONTROLS_PREFIX = ['controls'] as const;
export const SPREADSHEET_KEYS = {
  matrices: ['risks', 'rcsa-matrix'] as const,
  matrix: (params: MatrixParams) => ['risks', 'rcsa-matrix', params] as const,
  controlSearch: (text: string) => ['spreadsheet-control-options', text] as const,
};
