import { and, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import {
  organizationDomains,
  organizations,
  ssoConnections,
  ssoIdentities,
} from '../schema/index.ts';

export type SsoConnectionRow = typeof ssoConnections.$inferSelect;
export type SsoIdentityRow = typeof ssoIdentities.$inferSelect;

/** The organisation's identity provider, if it has one. */
export const findSsoConnection = async (
  db: Executor,
  organizationId: string,
): Promise<SsoConnectionRow | null> =>
  (
    await db
      .select()
      .from(ssoConnections)
      .where(eq(ssoConnections.organizationId, organizationId))
      .limit(1)
  )[0] ?? null;

/** Creates or replaces the organisation's identity provider settings. */
export const saveSsoConnection = async (
  db: Executor,
  values: typeof ssoConnections.$inferInsert,
): Promise<SsoConnectionRow> => {
  const { id: _id, organizationId: _org, createdAt: _created, ...changes } = values;
  const [row] = await db
    .insert(ssoConnections)
    .values(values)
    .onConflictDoUpdate({
      target: ssoConnections.organizationId,
      set: { ...changes, updatedAt: new Date() },
    })
    .returning();
  if (!row) throw new Error('single sign-on connection not stored');
  return row;
};

export const deleteSsoConnection = async (
  db: Executor,
  organizationId: string,
): Promise<SsoConnectionRow | null> =>
  (
    await db
      .delete(ssoConnections)
      .where(eq(ssoConnections.organizationId, organizationId))
      .returning()
  )[0] ?? null;

/**
 * Where an email's sign-in goes: the organisation that verified its domain, with that
 * organisation's identity provider when it has one.
 */
export const findSsoForDomain = async (
  db: Executor,
  domain: string,
): Promise<{
  organizationId: string;
  organizationName: string;
  connection: SsoConnectionRow | null;
} | null> => {
  const [row] = await db
    .select({
      organizationId: organizations.id,
      organizationName: organizations.name,
      connection: ssoConnections,
    })
    .from(organizationDomains)
    .innerJoin(organizations, eq(organizations.id, organizationDomains.organizationId))
    .leftJoin(ssoConnections, eq(ssoConnections.organizationId, organizations.id))
    .where(and(eq(organizationDomains.domain, domain), isNotNull(organizationDomains.verifiedAt)))
    .limit(1);
  return row ?? null;
};

export const findSsoIdentity = async (
  db: Executor,
  connectionId: string,
  subject: string,
): Promise<SsoIdentityRow | null> =>
  (
    await db
      .select()
      .from(ssoIdentities)
      .where(and(eq(ssoIdentities.connectionId, connectionId), eq(ssoIdentities.subject, subject)))
      .limit(1)
  )[0] ?? null;

export const findSsoIdentityOfUser = async (
  db: Executor,
  connectionId: string,
  userId: string,
): Promise<SsoIdentityRow | null> =>
  (
    await db
      .select()
      .from(ssoIdentities)
      .where(and(eq(ssoIdentities.connectionId, connectionId), eq(ssoIdentities.userId, userId)))
      .limit(1)
  )[0] ?? null;

/** Links a provider's subject to a person, or notes the email it gave this time. */
export const recordSsoIdentity = async (
  db: Executor,
  values: typeof ssoIdentities.$inferInsert,
): Promise<void> => {
  await db
    .insert(ssoIdentities)
    .values(values)
    .onConflictDoUpdate({
      target: [ssoIdentities.connectionId, ssoIdentities.subject],
      set: { email: values.email, lastSignInAt: values.lastSignInAt },
    });
};

/** Client secrets sealed by an older key (or stored before sealing): for the start-up re-seal. */
export const listSsoClientSecrets = (db: Executor) =>
  db
    .select({
      organizationId: ssoConnections.organizationId,
      secret: ssoConnections.oidcClientSecret,
    })
    .from(ssoConnections)
    .where(isNotNull(ssoConnections.oidcClientSecret));

/** Replaces a sealed secret, unless it changed meanwhile: true when replaced. */
export const replaceSsoClientSecret = async (
  db: Executor,
  organizationId: string,
  before: string,
  after: string,
): Promise<boolean> =>
  (
    await db
      .update(ssoConnections)
      .set({ oidcClientSecret: after })
      .where(
        and(
          eq(ssoConnections.organizationId, organizationId),
          eq(ssoConnections.oidcClientSecret, before),
        ),
      )
      .returning({ id: ssoConnections.id })
  ).length > 0;

/** Forgets every subject a connection linked (its provider changed: subjects are per provider). */
export const deleteSsoIdentities = async (db: Executor, connectionId: string): Promise<number> =>
  (
    await db
      .delete(ssoIdentities)
      .where(eq(ssoIdentities.connectionId, connectionId))
      .returning({ id: ssoIdentities.id })
  ).length;
