import type { DuplicateVendorIssue } from '@rampart/contracts';
import { vendorSiteKey } from '@rampart/domain';
import { findVendorsByWebsiteText, type Executor } from '@rampart/db';
import { AppError } from '../../errors.ts';

/** The organisation's vendors on the same site (registrable domain), oldest first. */
export const vendorsOnSameSite = async (db: Executor, organizationId: string, website: string) => {
  const key = vendorSiteKey(website);
  if (!key) return [];
  // The key's text is in every matching website; the exact comparison is done here.
  const candidates = await findVendorsByWebsiteText(db, organizationId, key.replace(/:\d+$/, ''));
  return candidates.filter((v) => vendorSiteKey(v.website) === key);
};

/**
 * Refuses a new vendor whose site is already registered, with a 409 naming the vendor to open
 * instead (the client may confirm with allowDuplicate: a group's companies can share a domain).
 */
export const assertNotRegistered = async (
  db: Executor,
  organizationId: string,
  website: string,
): Promise<void> => {
  const [existing] = await vendorsOnSameSite(db, organizationId, website);
  if (!existing) return;
  const issue: DuplicateVendorIssue = {
    field: 'website',
    message: `Already registered: ${existing.name}`,
    vendorId: existing.id,
    vendorName: existing.name,
    website: existing.website,
  };
  throw new AppError(
    'CONFLICT',
    `A vendor with this site is already registered: ${existing.name}`,
    [issue],
  );
};
