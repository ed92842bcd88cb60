import {
  DOMAIN_RECORD_PREFIX,
  DOMAIN_RECORD_VALUE_PREFIX,
  type OrganizationDomain,
} from '@rampart/contracts';
import type { OrganizationDomainRow } from '@rampart/db';

/** Where the proof of a domain is looked for, and what it must hold. */
export const domainRecord = (row: Pick<OrganizationDomainRow, 'domain' | 'token'>) => ({
  type: 'TXT' as const,
  name: `${DOMAIN_RECORD_PREFIX}.${row.domain}`,
  value: `${DOMAIN_RECORD_VALUE_PREFIX}${row.token}`,
});

export const presentDomain = (row: OrganizationDomainRow): OrganizationDomain => ({
  id: row.id,
  domain: row.domain,
  verifiedAt: row.verifiedAt?.toISOString() ?? null,
  record: domainRecord(row),
});
