import type { FindingSeverity, FindingStatus } from '@rampart/contracts';
import type { Labels } from './labels.ts';

// Findings are raised on controls and on vendors; both say them the same way.

export const FINDING_SEVERITY_LABELS: Labels<FindingSeverity> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  critical: 'Critical',
};

export const FINDING_STATUS_LABELS: Labels<FindingStatus> = {
  open: 'Open',
  'in-progress': 'In progress',
  resolved: 'Resolved',
  accepted: 'Accepted',
  closed: 'Closed',
};
