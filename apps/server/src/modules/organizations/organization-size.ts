import { findOrganization, type Executor } from '@rampart/db';
import { ORGANIZATION_SIZES, type OrganizationSize } from '@rampart/domain';

/** The organisation's size as the library and framework adoption use it, or null when unset. */
export const organizationSize = async (
  db: Executor,
  organizationId: string,
): Promise<OrganizationSize | null> => {
  const org = await findOrganization(db, organizationId);
  return (ORGANIZATION_SIZES as readonly string[]).includes(org?.size ?? '')
    ? (org!.size as OrganizationSize)
    : null;
};
