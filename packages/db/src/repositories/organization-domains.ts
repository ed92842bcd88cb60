import { and, asc, eq, isNotNull, ne } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { organizationDomains } from '../schema/index.ts';

export type OrganizationDomainRow = typeof organizationDomains.$inferSelect;

/** The email domains an organisation claims, verified or not, in the order they were added. */
export const listOrganizationDomains = (
  db: Executor,
  organizationId: string,
): Promise<OrganizationDomainRow[]> =>
  db
    .select()
    .from(organizationDomains)
    .where(eq(organizationDomains.organizationId, organizationId))
    .orderBy(asc(organizationDomains.createdAt), asc(organizationDomains.id));

export const findOrganizationDomain = async (
  db: Executor,
  organizationId: string,
  id: string,
): Promise<OrganizationDomainRow | null> =>
  (
    await db
      .select()
      .from(organizationDomains)
      .where(
        and(eq(organizationDomains.id, id), eq(organizationDomains.organizationId, organizationId)),
      )
      .limit(1)
  )[0] ?? null;

/** Whether another organisation has proven this domain already. */
export const domainVerifiedElsewhere = async (
  db: Executor,
  organizationId: string,
  domain: string,
): Promise<boolean> =>
  (
    await db
      .select({ id: organizationDomains.id })
      .from(organizationDomains)
      .where(
        and(
          eq(organizationDomains.domain, domain),
          isNotNull(organizationDomains.verifiedAt),
          ne(organizationDomains.organizationId, organizationId),
        ),
      )
      .limit(1)
  ).length > 0;

/** The organisation that proved a domain, if any: where single sign-on starts for its emails. */
export const findVerifiedDomain = async (
  db: Executor,
  domain: string,
): Promise<OrganizationDomainRow | null> =>
  (
    await db
      .select()
      .from(organizationDomains)
      .where(and(eq(organizationDomains.domain, domain), isNotNull(organizationDomains.verifiedAt)))
      .limit(1)
  )[0] ?? null;

export const insertOrganizationDomain = async (
  db: Executor,
  values: typeof organizationDomains.$inferInsert,
): Promise<OrganizationDomainRow> => {
  const [row] = await db.insert(organizationDomains).values(values).returning();
  if (!row) throw new Error('domain not stored');
  return row;
};

export const markDomainVerified = async (
  db: Executor,
  organizationId: string,
  id: string,
): Promise<OrganizationDomainRow | null> =>
  (
    await db
      .update(organizationDomains)
      .set({ verifiedAt: new Date() })
      .where(
        and(eq(organizationDomains.id, id), eq(organizationDomains.organizationId, organizationId)),
      )
      .returning()
  )[0] ?? null;

export const deleteOrganizationDomain = async (
  db: Executor,
  organizationId: string,
  id: string,
): Promise<OrganizationDomainRow | null> =>
  (
    await db
      .delete(organizationDomains)
      .where(
        and(eq(organizationDomains.id, id), eq(organizationDomains.organizationId, organizationId)),
      )
      .returning()
  )[0] ?? null;
