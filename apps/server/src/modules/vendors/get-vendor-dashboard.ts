import { VENDOR_DOCUMENT_EXPIRY_WARNING_DAYS, type VendorDashboard } from '@rampart/contracts';
import { vendorDashboardFigures, type Db } from '@rampart/db';
import { addDays, endOfDay } from './vendor-fields.ts';

/**
 * The vendor dashboard, computed in the database: documents expire by `now`, warn within the
 * expiry window, and reviews are due by the end of today, as on the list.
 */
export const getVendorDashboard = ({
  db,
  organizationId,
  now = new Date(),
}: {
  db: Db;
  organizationId: string;
  now?: Date;
}): Promise<VendorDashboard> =>
  vendorDashboardFigures(db, organizationId, {
    now,
    dueBy: endOfDay(now),
    warnUntil: addDays(now, VENDOR_DOCUMENT_EXPIRY_WARNING_DAYS),
  });
