import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { invitations, organizations, users } from '../schema/index.ts';

export type InvitationRow = typeof invitations.$inferSelect;

export const insertInvitation = async (
  db: Executor,
  values: Omit<typeof invitations.$inferInsert, 'status' | 'createdAt' | 'acceptedAt'>,
): Promise<InvitationRow> => {
  const [row] = await db.insert(invitations).values(values).returning();
  return row!;
};

const withNames = {
  invitation: invitations,
  organizationName: organizations.name,
  inviterName: users.name,
};

export const findInvitationByTokenHash = async (db: Executor, tokenHash: string) =>
  (
    await db
      .select(withNames)
      .from(invitations)
      .innerJoin(organizations, eq(organizations.id, invitations.organizationId))
      .innerJoin(users, eq(users.id, invitations.invitedBy))
      .where(eq(invitations.tokenHash, tokenHash))
      .limit(1)
  )[0] ?? null;

export const findInvitation = async (db: Executor, organizationId: string, id: string) =>
  (
    await db
      .select(withNames)
      .from(invitations)
      .innerJoin(organizations, eq(organizations.id, invitations.organizationId))
      .innerJoin(users, eq(users.id, invitations.invitedBy))
      .where(and(eq(invitations.organizationId, organizationId), eq(invitations.id, id)))
      .limit(1)
  )[0] ?? null;

export const findPendingInvitationForEmail = async (
  db: Executor,
  organizationId: string,
  email: string,
) =>
  (
    await db
      .select()
      .from(invitations)
      .where(
        and(
          eq(invitations.organizationId, organizationId),
          eq(invitations.email, email),
          eq(invitations.status, 'pending'),
        ),
      )
      .limit(1)
  )[0] ?? null;

export const listInvitations = async (db: Executor, organizationId: string) =>
  db
    .select(withNames)
    .from(invitations)
    .innerJoin(organizations, eq(organizations.id, invitations.organizationId))
    .innerJoin(users, eq(users.id, invitations.invitedBy))
    .where(and(eq(invitations.organizationId, organizationId), eq(invitations.status, 'pending')))
    .orderBy(desc(invitations.createdAt))
    .limit(200);

export const setInvitationStatus = async (
  db: Executor,
  organizationId: string,
  id: string,
  status: 'accepted' | 'revoked' | 'expired',
) =>
  (
    await db
      .update(invitations)
      .set({ status, acceptedAt: status === 'accepted' ? new Date() : null })
      .where(
        and(
          eq(invitations.organizationId, organizationId),
          eq(invitations.id, id),
          eq(invitations.status, 'pending'),
        ),
      )
      .returning()
  )[0] ?? null;
