import type { RegisterBody } from '@rampart/contracts';
import {
  deleteSessions,
  findUserByEmail,
  insertCredential,
  insertMembership,
  insertOrganization,
  insertUser,
  newId,
  recordAudit,
  setCredentialPassword,
  updateUser,
  upsertPreferences,
  type Db,
  type Executor,
} from '@rampart/db';
import { defaultFavorites } from '@rampart/domain';
import type { Auth } from '../../auth/better-auth.ts';
import type { SignInThrottle } from '../../auth/sign-in-throttle.ts';
import { AppError } from '../../errors.ts';
import { databaseErrorOf } from '../../plugins/safe-error-log.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { claimInvitation, loadUsableInvitation } from '../organizations/claim-invitation.ts';
import { ssoRequiredError, ssoRouteForEmail } from '../single-sign-on/sso-policy.ts';
import { accountExistsMail } from './account-exists-mail.ts';

// Drizzle wraps the driver's error: the SQLSTATE is on its cause.
const isUniqueViolation = (e: unknown): boolean => databaseErrorOf(e)?.code === '23505';

type NewAccount = { input: RegisterBody; userId: string; passwordHash: string; requestId: string };

/** The user, their credential, and the organisation they own or the one they were invited to. */
const createAccount = async (
  tx: Executor,
  {
    input,
    userId,
    passwordHash,
    requestId,
    emailVerified,
  }: NewAccount & { emailVerified: boolean },
): Promise<void> => {
  await insertUser(tx, { id: userId, email: input.email, name: input.name, emailVerified });
  await insertCredential(tx, { id: newId('acc'), userId, passwordHash });
  if (input.invitationToken) {
    await claimInvitation(tx, {
      token: input.invitationToken,
      userId,
      email: input.email,
      requestId,
    });
    return;
  }
  const org = await insertOrganization(tx, {
    id: newId('org'),
    name: input.organizationName ?? '',
  });
  await insertMembership(tx, { id: newId('mem'), organizationId: org.id, userId, role: 'owner' });
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
};

/**
 * Creates the user, their credential and either a new organisation (with the user as owner) or
 * the membership an invitation offers: one transaction, audited, and nothing else. It does not
 * sign in (the sign-in throttle can therefore never answer for a half-done registration), and
 * its answer does not depend on whether the email already had an account (decision 012): the
 * owner of an existing address is told by mail when a mail server is set.
 */
export const register = async ({
  input,
  db,
  auth,
  mailer,
  publicUrl,
  requestId,
  throttle,
}: {
  input: RegisterBody;
  db: Db;
  auth: Auth;
  mailer: Mailer | null;
  publicUrl: string;
  requestId: string;
  throttle: SignInThrottle;
}): Promise<{ requiresVerification: boolean }> => {
  // Where the email's organisation signs its people in through a provider, accounts come from
  // it: registering needs an invitation, and is refused altogether where single sign-on is
  // required. Decided by the domain alone, so it says nothing about accounts either.
  const sso = await ssoRouteForEmail(db, input.email);
  if (sso && (sso.connection.ssoRequired || !input.invitationToken)) {
    throw ssoRequiredError(sso.organizationName);
  }
  // An unusable invitation, or one for another address, is refused before the email is looked
  // up: the refusal then says nothing about accounts.
  if (input.invitationToken) {
    const { invitation } = await loadUsableInvitation(db, input.invitationToken);
    if (invitation.email.toLowerCase() !== input.email.toLowerCase()) {
      throw new AppError(
        'FORBIDDEN',
        `This invitation was sent to ${invitation.email}. Sign in with that email to accept it.`,
      );
    }
  }
  // With a mail server, an invited address is proven by the invitation mail; any other must be
  // verified. This depends on the request only, so both outcomes below answer alike.
  const emailVerified = Boolean(input.invitationToken) && mailer !== null;
  const requiresVerification = mailer !== null && !emailVerified;
  // Hashed in both cases, so the time taken does not tell an existing address either.
  const { password } = await auth.$context;
  const passwordHash = await password.hash(input.password);
  const userId = newId('usr');

  let created = false;
  if (!(await findUserByEmail(db, input.email))) {
    try {
      await db.transaction((tx) =>
        createAccount(tx, { input, userId, passwordHash, requestId, emailVerified }),
      );
      created = true;
    } catch (e) {
      // Registered by a concurrent request: the same as an address that had an account.
      if (!isUniqueViolation(e)) throw e;
    }
  }
  const existing = created ? null : await findUserByEmail(db, input.email);
  // An address registered but never confirmed, that nobody ever signed in to (with a mail
  // server, nobody could): it takes this registration's password and name, so confirming it
  // never hands the mailbox's owner an account whose password someone else chose. Without a
  // mail server, or once someone signed in, an account is never taken over this way.
  const unclaimed =
    mailer !== null && existing !== null && !existing.emailVerified && !existing.lastLoginAt;
  if (unclaimed) {
    await db.transaction(async (tx) => {
      await setCredentialPassword(tx, existing.id, passwordHash);
      await updateUser(tx, existing.id, { name: input.name });
      await deleteSessions(tx, existing.id);
    });
  }
  if (!mailer) return { requiresVerification };
  const verify = (created && !emailVerified) || unclaimed;
  // One mail of each kind per address and window: register cannot flood an inbox. Past it
  // nothing is sent (an earlier link still works); the answer stays the same.
  if (!(verify || existing) || !(await throttle.registerMailAllowed(input.email, verify))) {
    return { requiresVerification };
  }
  if (verify) {
    await auth.api.sendVerificationEmail({
      body: { email: input.email, callbackURL: '/auth/login?verified=1' },
    });
  } else if (existing) {
    await mailer.send(accountExistsMail(existing.email, publicUrl));
  }
  return { requiresVerification };
};
