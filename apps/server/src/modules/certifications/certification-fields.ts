import type { FieldIssue } from '@rampart/contracts';
import { findEvidence, type Executor } from '@rampart/db';
import { fieldErrors } from '../../errors.ts';

const day = (d: Date | null | undefined): string | null | undefined =>
  d === undefined ? undefined : d === null ? null : d.toISOString().slice(0, 10);

/** The dates as the table keeps them (calendar days); undefined: not sent. */
export const certificationDays = (input: {
  issuedOn?: Date | null;
  expiresOn?: Date | null;
  periodStart?: Date | null;
  periodEnd?: Date | null;
}) => ({
  issuedOn: day(input.issuedOn),
  expiresOn: day(input.expiresOn),
  periodStart: day(input.periodStart),
  periodEnd: day(input.periodEnd),
});

/**
 * What the fields must hold together: an expiry after the issue, a period that ends after it
 * starts, and evidence of this organisation. Each refusal names its field.
 */
export const checkCertification = async (
  tx: Executor,
  organizationId: string,
  merged: {
    issuedOn: string | null;
    expiresOn: string | null;
    periodStart: string | null;
    periodEnd: string | null;
    evidenceId: string | null;
  },
): Promise<void> => {
  const issues: FieldIssue[] = [];
  if (merged.issuedOn && merged.expiresOn && merged.expiresOn < merged.issuedOn) {
    issues.push({ field: 'expiresOn', message: 'The expiry comes before the issue date' });
  }
  if (merged.periodStart && merged.periodEnd && merged.periodEnd < merged.periodStart) {
    issues.push({ field: 'periodEnd', message: 'The period ends before it starts' });
  }
  if (merged.evidenceId && !(await findEvidence(tx, organizationId, merged.evidenceId))) {
    issues.push({ field: 'evidenceId', message: 'No such evidence' });
  }
  if (issues.length > 0) throw fieldErrors(issues);
};
