import { sql } from 'drizzle-orm';
import type { OrganizationDomain } from '@rampart/contracts';
import {
  domainVerifiedElsewhere,
  findOrganizationDomain,
  markDomainVerified,
  recordAudit,
  type Db,
} from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import type { TxtLookup } from '../../platform/dns/txt-records.ts';
import { AppError, notFound } from '../../errors.ts';
import { domainRecord, presentDomain } from './domain.presenter.ts';

const takenElsewhere = () =>
  new AppError('CONFLICT', 'Another Rampart organisation has verified this domain already.');

/**
 * Looks for the domain's TXT record (DNS_SERVERS, or the system's resolvers) and marks the
 * domain verified when it holds the token. One organisation at most verifies a domain: an
 * advisory lock on the name makes two verifications one after the other.
 */
export const verifyDomain = async ({
  actor,
  domainId,
  db,
  txtLookup,
}: {
  actor: Actor;
  domainId: string;
  db: Db;
  txtLookup: TxtLookup;
}): Promise<OrganizationDomain> => {
  const row = await findOrganizationDomain(db, actor.organizationId, domainId);
  if (!row) throw notFound('Domain');
  if (row.verifiedAt) return presentDomain(row);
  // Whether another organisation holds the domain is said only to whoever proves it too.
  const record = domainRecord(row);
  let values: string[] | null;
  try {
    values = await txtLookup(record.name);
  } catch {
    throw new AppError(
      'CONFLICT',
      `The DNS servers did not answer for ${record.name}. Try again in a few minutes.`,
    );
  }
  if (!values?.includes(record.value)) {
    throw new AppError(
      'CONFLICT',
      values
        ? `The TXT records at ${record.name} do not hold ${record.value} yet. DNS changes can take a while to appear.`
        : `No TXT record at ${record.name} yet. DNS changes can take a while to appear.`,
    );
  }
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`domain:${row.domain}`}))`);
    if (await domainVerifiedElsewhere(tx, actor.organizationId, row.domain)) throw takenElsewhere();
    const verified = await markDomainVerified(tx, actor.organizationId, row.id);
    if (!verified) throw notFound('Domain');
    await recordAudit(tx, {
      organizationId: actor.organizationId,
      actorId: actor.userId,
      action: 'organization.domain_verified',
      entityType: 'organization_domain',
      entityId: row.id,
      after: { domain: row.domain, record: record.name },
      requestId: actor.requestId,
    });
    return presentDomain(verified);
  });
};
