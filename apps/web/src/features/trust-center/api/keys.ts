import type { TrustItemKind } from '@rampart/contracts';

export const TRUST_CENTER_PATH = '/trust-center';
export const trustItemsPath = `${TRUST_CENTER_PATH}/items`;
export const trustDownloadsPath = `${TRUST_CENTER_PATH}/downloads`;
export const trustItemPath = (kind: TrustItemKind, recordId: string) =>
  `${trustItemsPath}/${kind}/${encodeURIComponent(recordId)}`;

/** Cache keys of the trust centre; any change refreshes all of them (the counts move too). */
export const TRUST_CENTER_KEYS = {
  all: ['trust-center'] as const,
  settings: ['trust-center', 'settings'] as const,
  items: (kind: TrustItemKind) => ['trust-center', 'items', kind] as const,
  /** The files visitors took, newest first. */
  downloads: ['trust-center', 'downloads'] as const,
};
