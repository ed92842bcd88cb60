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
  // Under ['controls'], so adopting or importing controls refreshes the picker.
  controlSearch: (text: string) => ['controls', 'options', 'spreadsheets', text] as const,
};
