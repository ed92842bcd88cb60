import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { ClaimDomainBody, OrganizationDomain } from '@rampart/contracts';
import {
  insertOrganizationDomain,
  listOrganizationDomains,
  newId,
  recordAudit,
  type Db,
} from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { AppError } from '../../errors.ts';
import { presentDomain } from './domain.presenter.ts';

/** A claim on an email domain, waiting for its TXT record. */
export const MAX_DOMAINS = 20;

/**
 * An owner claims an email domain: Rampart makes the TXT record that will prove it. Nothing
 * changes for anyone until the record is found (verifyDomain).
 */
export const addDomain = async ({
  actor,
  input,
  db,
}: {
  actor: Actor;
  input: ClaimDomainBody;
  db: Db;
}): Promise<OrganizationDomain> => {
  const domain = input.domain.toLowerCase();
  return db.transaction(async (tx) => {
    // One claim at a time per organisation: two at once would both pass the checks below.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`domains:${actor.organizationId}`}))`,
    );
    const existing = await listOrganizationDomains(tx, actor.organizationId);
    if (existing.some((d) => d.domain === domain)) {
      throw new AppError('CONFLICT', `${domain} is already on the list.`);
    }
    if (existing.length >= MAX_DOMAINS) {
      throw new AppError('CONFLICT', `An organisation claims at most ${MAX_DOMAINS} domains.`);
    }
    const row = await insertOrganizationDomain(tx, {
      id: newId('dom'),
      organizationId: actor.organizationId,
      domain,
      token: randomBytes(18).toString('base64url'),
    });
    await recordAudit(tx, {
      organizationId: actor.organizationId,
      actorId: actor.userId,
      action: 'organization.domain_added',
      entityType: 'organization_domain',
      entityId: row.id,
      after: { domain },
      requestId: actor.requestId,
    });
    return presentDomain(row);
  });
};
