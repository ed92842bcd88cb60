import { CERTIFICATION_STATUSES, type CertificationStatus } from '@rampart/contracts';
import { listCertifications, type Executor } from '@rampart/db';
import { certificationStanding, type CertificationFacts } from '@rampart/domain';

const todayOf = (now: Date) => now.toISOString().slice(0, 10);

/** The organisation's certifications, held or not by the one rule the register shows. */
export const certificationFacts = async (
  db: Executor,
  organizationId: string,
  now: Date,
): Promise<CertificationFacts[]> =>
  (await listCertifications(db, organizationId)).map((c) => {
    const status = (CERTIFICATION_STATUSES as readonly string[]).includes(c.status)
      ? (c.status as CertificationStatus)
      : 'in_progress';
    const standing = certificationStanding({ ...c, status }, todayOf(now));
    return {
      id: c.id,
      name: c.name,
      status,
      issuer: c.issuer,
      held: standing.held,
      standing: standing.standing,
      validUntil: standing.validUntil,
    };
  });
