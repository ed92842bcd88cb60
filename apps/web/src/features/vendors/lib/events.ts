import type { VendorEvent } from '@rampart/contracts';

type Kind = VendorEvent['kind'];

/** What each kind of timeline event is called. */
export const EVENT_KIND_LABELS: Record<Kind, string> = {
  created: 'Added',
  updated: 'Updated',
  assessed: 'Assessed',
  fetched: 'Site read',
  fetch_failed: 'Site read failed',
  page_changed: 'Page changed',
  page_added: 'Page added',
  page_removed: 'Page removed',
  subprocessor_added: 'Subprocessor added',
  subprocessor_removed: 'Subprocessor removed',
  certification_added: 'Certification added',
  certification_removed: 'Certification removed',
  document_added: 'Document added',
  document_expired: 'Document expired',
  finding_opened: 'Finding opened',
  finding_to_risk: 'Finding to risk',
};

/** Events that want attention: something was lost or failed. */
export const WARNING_KINDS: readonly Kind[] = [
  'fetch_failed',
  'page_removed',
  'certification_removed',
  'document_expired',
  'finding_opened',
];
