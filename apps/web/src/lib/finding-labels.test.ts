import { describe, expect, it } from 'vitest';
import { FINDING_SEVERITY_VALUES, FINDING_STATUS_VALUES } from '@rampart/contracts';
import { FINDING_SEVERITIES, FINDING_STATUSES } from './finding-labels.ts';

describe('finding vocabulary', () => {
  it("repeats the contract's severities, highest first, and its statuses in order", () => {
    expect(FINDING_SEVERITIES).toEqual([...FINDING_SEVERITY_VALUES].reverse());
    expect(FINDING_STATUSES).toEqual(FINDING_STATUS_VALUES);
  });
});
