import type { FindingSeverity, FindingStatus } from '@rampart/contracts';
import {
  FINDING_SEVERITY_LABELS as DOMAIN_SEVERITY_LABELS,
  FINDING_STATUS_LABELS as DOMAIN_STATUS_LABELS,
} from '@rampart/domain';
import { labelOptions, type Labels } from './labels.ts';

// Findings are raised on controls, assessments and vendors; every screen says them the same way.
// Zod-free (decision 008): the findings register's URL validator reads these lists, so they are
// repeated from the contract here, checked by type and by finding-labels.test.ts.

/** Highest first: the order people scan for. */
export const FINDING_SEVERITIES = [
  'critical',
  'high',
  'medium',
  'low',
] as const satisfies readonly FindingSeverity[];
export const FINDING_STATUSES = [
  'open',
  'in-progress',
  'resolved',
  'accepted',
  'closed',
] as const satisfies readonly FindingStatus[];

/** The words come from the one vocabulary the server's reports use too. */
export const FINDING_SEVERITY_LABELS: Labels<FindingSeverity> = DOMAIN_SEVERITY_LABELS;
export const FINDING_STATUS_LABELS: Labels<FindingStatus> = DOMAIN_STATUS_LABELS;

export const FINDING_SEVERITY_OPTIONS = labelOptions(FINDING_SEVERITIES, FINDING_SEVERITY_LABELS);
export const FINDING_STATUS_OPTIONS = labelOptions(FINDING_STATUSES, FINDING_STATUS_LABELS);
