import { countMembers, findOrganization, type Executor } from '@rampart/db';
import { notFound } from '../../errors.ts';

/** The organisation with its member count, as the settings page shows it. */
export const currentOrganization = async (db: Executor, organizationId: string) => {
  const [organization, memberCount] = await Promise.all([
    findOrganization(db, organizationId),
    countMembers(db, organizationId),
  ]);
  if (!organization) throw notFound('Organisation');
  return { organization, memberCount };
};

export type CurrentOrganization = Awaited<ReturnType<typeof currentOrganization>>;
