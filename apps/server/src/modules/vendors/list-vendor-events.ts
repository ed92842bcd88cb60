import { listVendorEvents, vendorExistsInOrg, type Db, type PageQuery } from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { notFound } from '../../errors.ts';

/** A vendor's timeline, newest first; 404 for a vendor that is not the organisation's. */
export const listVendorTimeline = async ({
  actor,
  vendorId,
  query,
  db,
}: {
  actor: Actor;
  vendorId: string;
  query: PageQuery;
  db: Db;
}) => {
  if (!(await vendorExistsInOrg(db, actor.organizationId, vendorId))) throw notFound('Vendor');
  return listVendorEvents(db, actor.organizationId, vendorId, query);
};
