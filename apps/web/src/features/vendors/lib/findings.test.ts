import { expect, it } from 'vitest';
import {
  FINDING_DONE_STATUSES,
  type FindingSeverity,
  type FindingStatus,
} from '@rampart/contracts';
import { DONE_STATUSES, isOpenFinding, sortFindings } from './findings.ts';

it('treats as done the statuses the contract calls done', () => {
  expect([...DONE_STATUSES].sort()).toEqual([...FINDING_DONE_STATUSES].sort());
  expect(isOpenFinding({ status: 'accepted' })).toBe(true);
  expect(isOpenFinding({ status: 'closed' })).toBe(false);
});

it('lists open findings first, the most severe first, then the oldest', () => {
  const f = (id: string, status: FindingStatus, severity: FindingSeverity, createdAt: string) => ({
    id,
    status,
    severity,
    createdAt,
  });
  const sorted = sortFindings([
    f('low-open', 'open', 'low', '2026-01-01'),
    f('critical-closed', 'closed', 'critical', '2026-01-01'),
    f('high-new', 'open', 'high', '2026-03-01'),
    f('high-old', 'in-progress', 'high', '2026-02-01'),
  ]);
  expect(sorted.map((x) => x.id)).toEqual(['high-old', 'high-new', 'low-open', 'critical-closed']);
});
