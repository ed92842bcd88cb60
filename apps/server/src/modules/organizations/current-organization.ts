import { countMembers, findOrganization, type Executor } from '@rampart/db';
import { notFound } from '../../errors.ts';

/** The organisation with its member count, as the settings page shows it. */
export const currentOrganization = async (db: Executor, organizationId: string) => {
  // One after the other: update-organization reads this inside its transaction (one connection).
  const organization = await findOrganization(db, organizationId);
  const memberCount = await countMembers(db, organizationId);
  if (!organization) throw notFound('Organisation');
  return { organization, memberCount };
};

export type CurrentOrganization = Awaited<ReturnType<typeof currentOrganization>>;
