import { and, count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { invitations, organizations, users } from '../schema/index.ts';
import { nextCursor, pageWindow, type PageQuery } from './list-helpers.ts';

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

/** One page of the organisation's pending invitations, newest first. */
export const listInvitations = async (db: Executor, organizationId: string, q: PageQuery) => {
  const pending = and(
    eq(invitations.organizationId, organizationId),
    eq(invitations.status, 'pending'),
  );
  const { offset, limit } = pageWindow(q);
  const items = await db
    .select(withNames)
    .from(invitations)
    .innerJoin(organizations, eq(organizations.id, invitations.organizationId))
    .innerJoin(users, eq(users.id, invitations.invitedBy))
    .where(pending)
    .orderBy(desc(invitations.createdAt), desc(invitations.id))
    .limit(limit)
    .offset(offset);
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(invitations)
    .where(pending);
  return { items, total, nextCursor: nextCursor(offset, items.length, total) };
};

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
