import type { TrustItemKind } from '@rampart/contracts';

export const TRUST_CENTER_PATH = '/trust-center';
export const trustItemsPath = `${TRUST_CENTER_PATH}/items`;
export const trustDownloadsPath = `${TRUST_CENTER_PATH}/downloads`;
export const trustRequestsPath = `${TRUST_CENTER_PATH}/requests`;
export const trustGrantsPath = `${TRUST_CENTER_PATH}/grants`;
export const trustNdasPath = `${TRUST_CENTER_PATH}/ndas`;
export const trustLogoPath = `${TRUST_CENTER_PATH}/logo`;
export const trustFrameworksPath = `${TRUST_CENTER_PATH}/frameworks`;
export const trustUpdatesPath = `${TRUST_CENTER_PATH}/updates`;
export const trustSubscribersPath = `${TRUST_CENTER_PATH}/subscribers`;
export const trustAnalyticsPath = `${TRUST_CENTER_PATH}/analytics`;
export const trustSnapshotPath = (frameworkId: string) =>
  `${trustFrameworksPath}/${encodeURIComponent(frameworkId)}/snapshot`;
export const trustUpdatePath = (id: string) => `${trustUpdatesPath}/${encodeURIComponent(id)}`;
export const trustSubscriberPath = (id: string) =>
  `${trustSubscribersPath}/${encodeURIComponent(id)}`;
export const trustItemPath = (kind: TrustItemKind, recordId: string) =>
  `${trustItemsPath}/${kind}/${encodeURIComponent(recordId)}`;
export const trustRequestPath = (id: string, decision: 'approve' | 'deny') =>
  `${trustRequestsPath}/${encodeURIComponent(id)}/${decision}`;
export const trustGrantRevokePath = (id: string) =>
  `${trustGrantsPath}/${encodeURIComponent(id)}/revoke`;

/**
 * Cache keys of the trust centre. A change to the page or its items refreshes all of them (the
 * counts move too); a decision on a visitor refreshes what it changes.
 */
export const TRUST_CENTER_KEYS = {
  all: ['trust-center'] as const,
  settings: ['trust-center', 'settings'] as const,
  items: (kind: TrustItemKind) => ['trust-center', 'items', kind] as const,
  /** The files visitors took, newest first: all of them, or one approved visitor's. */
  downloads: ['trust-center', 'downloads'] as const,
  downloadsOf: (grantId: string | null) => ['trust-center', 'downloads', grantId ?? 'all'] as const,
  /** Visitors' requests for the restricted files, those waiting first. */
  requests: ['trust-center', 'requests'] as const,
  /** Approved visitors' grants, live first. */
  grants: ['trust-center', 'grants'] as const,
  /** The NDA's versions, the one in force first. */
  ndas: ['trust-center', 'ndas'] as const,
  /** The frameworks' frozen figures, one per framework. */
  frameworks: ['trust-center', 'frameworks'] as const,
  /** The updates feed, newest first. */
  updates: ['trust-center', 'updates'] as const,
  /** Subscribers to the updates, newest first (managers only). */
  subscribers: ['trust-center', 'subscribers'] as const,
  /** Views, downloads, requests and new subscribers per day over a period. */
  analytics: ['trust-center', 'analytics'] as const,
  analyticsOf: (days: number) => ['trust-center', 'analytics', days] as const,
};
