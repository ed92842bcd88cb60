import type { RegisterBody } from '@rampart/contracts';
import {
  findUserByEmail,
  insertCredential,
  insertMembership,
  insertOrganization,
  insertUser,
  newId,
  recordAudit,
  upsertPreferences,
  type Db,
} from '@rampart/db';
import { defaultFavorites } from '@rampart/domain';
import type { Auth } from '../../auth/better-auth.ts';
import { AppError } from '../../errors.ts';
import { claimInvitation, loadUsableInvitation } from '../organizations/claim-invitation.ts';

const emailTaken = () =>
  new AppError('CONFLICT', 'An account with this email already exists. Sign in instead.', [
    { field: 'email', message: 'An account with this email already exists' },
  ]);

const isUniqueViolation = (e: unknown): boolean =>
  typeof e === 'object' && e !== null && 'code' in e && (e as { code: unknown }).code === '23505';

/**
 * Creates the user, their credential and either a new organisation (with the user as owner) or
 * the membership an invitation offers: one transaction, audited. Passwords are hashed by
 * better-auth's hasher; sessions are then made by better-auth's sign-in.
 */
export const register = async ({
  input,
  db,
  auth,
  requestId,
  verifiedByInvitation,
}: {
  input: RegisterBody;
  db: Db;
  auth: Auth;
  requestId: string;
  verifiedByInvitation: boolean;
}): Promise<{ userId: string; organizationId: string; emailVerified: boolean }> => {
  if (await findUserByEmail(db, input.email)) throw emailTaken();
  if (input.invitationToken) await loadUsableInvitation(db, input.invitationToken);
  const { password } = await auth.$context;
  const passwordHash = await password.hash(input.password);
  const userId = newId('usr');
  const emailVerified = Boolean(input.invitationToken) && verifiedByInvitation;
  try {
    const organizationId = await db.transaction(async (tx) => {
      await insertUser(tx, { id: userId, email: input.email, name: input.name, emailVerified });
      await insertCredential(tx, { id: newId('acc'), userId, passwordHash });
      if (input.invitationToken) {
        const claimed = await claimInvitation(tx, {
          token: input.invitationToken,
          userId,
          email: input.email,
          requestId,
        });
        return claimed.organizationId;
      }
      const org = await insertOrganization(tx, {
        id: newId('org'),
        name: input.organizationName ?? '',
      });
      await insertMembership(tx, {
        id: newId('mem'),
        organizationId: org.id,
        userId,
        role: 'owner',
      });
      await upsertPreferences(tx, userId, {
        favorites: defaultFavorites(),
        defaultOrganizationId: org.id,
      });
      const base = { organizationId: org.id, actorId: userId, requestId };
      await recordAudit(tx, {
        ...base,
        action: 'organization.created',
        entityType: 'organization',
        entityId: org.id,
        after: { name: org.name, slug: org.slug },
      });
      await recordAudit(tx, {
        ...base,
        action: 'member.joined',
        entityType: 'member',
        entityId: userId,
        after: { email: input.email, name: input.name, role: 'owner' },
      });
      return org.id;
    });
    return { userId, organizationId, emailVerified };
  } catch (e) {
    if (isUniqueViolation(e)) throw emailTaken();
    throw e;
  }
};
