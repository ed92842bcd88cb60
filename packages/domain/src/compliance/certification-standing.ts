import type { CertificationStanding, CertificationStatus } from '@rampart/contracts';

/** How long an attestation report counts after its period ends (a SOC 2 report: a year). */
export const REPORT_CURRENT_MONTHS = 12;

export type CertificationDates = {
  status: CertificationStatus;
  /** Calendar days, `YYYY-MM-DD`. */
  issuedOn: string | null;
  expiresOn: string | null;
  periodEnd: string | null;
};

const addMonths = (day: string, months: number): string => {
  const d = new Date(`${day}T00:00:00Z`);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, d.getUTCDate()));
  // 31 March + 1 month is 30 April, not 1 May.
  if (target.getUTCDate() !== d.getUTCDate()) target.setUTCDate(0);
  return target.toISOString().slice(0, 10);
};

/**
 * Whether a certification counts as held on `today` (issue 22 point 1): only while its status is
 * held and its dates are valid. A certificate counts until its expiry; an attestation report
 * without an expiry counts for REPORT_CURRENT_MONTHS after its period ends. Anything Rampart
 * claims on the organisation's behalf (questionnaire answers, the trust centre) goes by this.
 */
export const certificationStanding = (
  cert: CertificationDates,
  today: string,
): { standing: CertificationStanding; held: boolean; validUntil: string | null } => {
  const validUntil =
    cert.expiresOn ?? (cert.periodEnd ? addMonths(cert.periodEnd, REPORT_CURRENT_MONTHS) : null);
  const verdict = (standing: CertificationStanding) => ({
    standing,
    held: standing === 'held',
    validUntil,
  });
  if (cert.status !== 'held') return verdict('not-held');
  if (cert.issuedOn !== null && cert.issuedOn > today) return verdict('not-yet-issued');
  if (cert.expiresOn !== null && cert.expiresOn < today) return verdict('expired');
  if (cert.expiresOn === null && validUntil !== null && validUntil < today) {
    return verdict('report-too-old');
  }
  return verdict('held');
};
