import { certificationSchema, type Certification } from '@rampart/contracts';
import { certificationStanding } from '@rampart/domain';
import type { CertificationRecord } from '@rampart/db';

const status = certificationSchema.shape.status;

/** A certification with whether it counts as held on `today` (YYYY-MM-DD), and why. */
export const presentCertification = (row: CertificationRecord, today: string): Certification => {
  const parsedStatus = status.catch('in_progress').parse(row.status);
  const standing = certificationStanding(
    {
      status: parsedStatus,
      issuedOn: row.issuedOn,
      expiresOn: row.expiresOn,
      periodEnd: row.periodEnd,
    },
    today,
  );
  return {
    id: row.id,
    name: row.name,
    status: parsedStatus,
    issuer: row.issuer,
    number: row.number,
    scope: row.scope,
    issuedOn: row.issuedOn,
    expiresOn: row.expiresOn,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    evidence:
      row.evidenceId && row.evidenceTitle !== null
        ? { id: row.evidenceId, title: row.evidenceTitle }
        : null,
    ...standing,
    updatedAt: row.updatedAt.toISOString(),
  };
};

/** The snapshot an audit event keeps. */
export const certificationSnapshot = (row: CertificationRecord) => ({
  name: row.name,
  status: row.status,
  issuer: row.issuer,
  number: row.number,
  issuedOn: row.issuedOn,
  expiresOn: row.expiresOn,
  periodStart: row.periodStart,
  periodEnd: row.periodEnd,
  evidenceId: row.evidenceId,
});

export const todayOf = (now = new Date()): string => now.toISOString().slice(0, 10);
