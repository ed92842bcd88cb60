import type { Vendor } from '@rampart/contracts';
import { formatDateTime } from '@rampart/domain';

/**
 * What the page may say of a fact: found (its value, with its quote when read), not found (the
 * site was read and it is not there), or not read yet (the site never was). "Not found" is only
 * said after a reading, so a page never says "not found" and "not read yet" at once.
 */
export type FactState = 'found' | 'not_found' | 'not_read';

/** The site was read at least once (a reading that failed does not count: lastFetchedAt). */
export const siteWasRead = (vendor: Pick<Vendor, 'lastFetchedAt'>): boolean =>
  vendor.lastFetchedAt !== null;

export const factState = (hasValue: boolean, siteRead: boolean): FactState =>
  hasValue ? 'found' : siteRead ? 'not_found' : 'not_read';

export const FACT_STATE_LABELS: Record<Exclude<FactState, 'found'>, string> = {
  not_found: 'Not found on the site',
  not_read: 'Not read yet',
};

/** What the page says about the site as a whole, under the facts. */
export const siteReadNote = (vendor: Pick<Vendor, 'lastFetchedAt' | 'website'>): string =>
  vendor.lastFetchedAt
    ? `Site last read ${formatDateTime(vendor.lastFetchedAt)}.`
    : vendor.website
      ? 'The site has not been read yet: check it to find these facts.'
      : 'Entered by hand, with no website to read.';
