import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { APIError } from 'better-auth/api';
import type { SsoError } from '@rampart/contracts';
import { defaultFavorites, groupsFromClaim, roleFromGroups } from '@rampart/domain';
import {
  findMembership,
  findPendingInvitationForEmail,
  findPreferences,
  findScimUserOfUser,
  findSsoIdentity,
  findSsoIdentityOfUser,
  findUserByEmail,
  findUserById,
  insertMembership,
  insertUser,
  listOrganizationDomains,
  newId,
  recordAudit,
  recordSsoIdentity,
  setInvitationStatus,
  updateMembershipRole,
  upsertPreferences,
  type Db,
  type SsoConnectionRow,
} from '@rampart/db';
import { endTokensOf } from '../api-tokens/end-tokens-of.ts';
import { authHeaders } from '../../auth/auth-headers.ts';
import type { Auth } from '../../auth/better-auth.ts';
import type { SessionCache } from '../../auth/session-cache.ts';
import { databaseErrorOf } from '../../plugins/safe-error-log.ts';
import { secondFactorMethods, signedIn } from '../auth/sign-in.ts';
import { emailDomainOf } from './sso-policy.ts';

import { type SsoOutcome, type SsoClaims, type SsoTarget, type SsoRefusal } from './sso-outcome.ts';

class SsoRefused extends Error {
  constructor(
    readonly code: SsoError,
    readonly reason: string,
  ) {
    super(reason);
  }
}

const MAX_NAME = 200;

/**
 * A person a provider vouched for (its answer already checked), signed in. The email must be in
 * a domain this organisation verified and not said to be unverified. The subject is then the
 * person it was linked to; else the person with that email, linked only if a member or invited
 * here (an account made elsewhere is never taken over); else a new person, when just-in-time
 * membership is on or they were invited. A member is made, or their role follows the groups
 * mapping (owners are left as they are). A person with a second factor gives it next. One
 * transaction; each refusal is audited.
 */
export const completeSso = async ({
  claims,
  target,
  connection,
  request,
  db,
  auth,
  sessionCache,
  refused,
}: {
  claims: SsoClaims;
  target: SsoTarget;
  connection: SsoConnectionRow;
  request: FastifyRequest;
  db: Db;
  auth: Auth;
  sessionCache: SessionCache;
  refused: SsoRefusal;
}): Promise<SsoOutcome> => {
  const state = target;
  const { subject } = claims;
  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : null;
  if (!subject) return refused('refused', 'the provider named nobody');
  if (!email || !/^[^\s@]+@[^\s@]+$/.test(email) || email.length > 254) {
    return refused('not-verified', 'the provider gave no email address');
  }
  if (claims.emailVerified === false) {
    return refused('not-verified', 'the provider says the email is not verified', email);
  }
  const domains = await listOrganizationDomains(db, state.organizationId);
  if (!domains.some((d) => d.verifiedAt && d.domain === emailDomainOf(email))) {
    return refused('not-verified', 'the email is outside the verified domains', email);
  }
  const groups = groupsFromClaim(claims.groups);
  const mappedRole = roleFromGroups(groups, connection.roleMappings);
  const name =
    (typeof claims.name === 'string' && claims.name.trim().slice(0, MAX_NAME)) ||
    email.slice(0, email.indexOf('@'));

  let userId: string;
  try {
    userId = await db.transaction(async (tx) => {
      // One sign-in at a time per email: two at once would both make the person.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sso:${email}`}))`);
      const audit = { organizationId: state.organizationId, requestId: String(request.id) };
      const linked = await findSsoIdentity(tx, connection.id, subject);
      let user = linked ? await findUserById(tx, linked.userId) : await findUserByEmail(tx, email);
      const membership = user ? await findMembership(tx, state.organizationId, user.id) : null;
      const invitation =
        membership === null
          ? await findPendingInvitationForEmail(tx, state.organizationId, email)
          : null;
      const invited = invitation && invitation.expiresAt.getTime() > Date.now() ? invitation : null;
      if (user && !linked) {
        // A person is one subject at a provider: an email now given by another subject (an
        // account re-created at the provider, or an email reused) is refused, not taken over.
        if (await findSsoIdentityOfUser(tx, connection.id, user.id)) {
          throw new SsoRefused(
            'refused',
            'the person is linked to another identity at the provider',
          );
        }
        // An account made elsewhere (another organisation, or registered before the domain was
        // claimed) is linked only where this organisation vouched for it: a member, or invited.
        // Otherwise whoever controls a provider could sign in as anyone with such an email.
        if (!membership && !invited) {
          throw new SsoRefused(
            'account-exists',
            'an account with this email exists outside the organisation',
          );
        }
      }
      if (!user) {
        if (!connection.jitEnabled && !invited) {
          throw new SsoRefused(
            'no-account',
            'nobody has this email, and joining on sign-in is off',
          );
        }
        user = await insertUser(tx, { id: newId('usr'), email, name, emailVerified: true });
      }
      if (!user.isActive) throw new SsoRefused('deactivated', 'the account is deactivated');
      // The provider's SCIM provisioning turned them off here: signing in does not undo it.
      const provisioned = await findScimUserOfUser(tx, state.organizationId, user.id);
      if (provisioned && !provisioned.active) {
        throw new SsoRefused('deactivated', 'provisioning deactivated the person');
      }
      if (!membership) {
        if (!connection.jitEnabled && !invited) {
          throw new SsoRefused('no-account', 'not a member, and joining on sign-in is off');
        }
        const role = mappedRole ?? invited?.role ?? connection.defaultRole;
        await insertMembership(tx, {
          id: newId('mem'),
          organizationId: state.organizationId,
          userId: user.id,
          role,
        });
        if (invited) await setInvitationStatus(tx, state.organizationId, invited.id, 'accepted');
        await recordAudit(tx, {
          ...audit,
          actorId: user.id,
          action: 'member.joined',
          entityType: 'member',
          entityId: user.id,
          after: { email, role, through: 'single sign-on', groups, invited: Boolean(invited) },
        });
      } else if (
        membership.role !== 'owner' &&
        connection.roleMappings.length > 0 &&
        // SCIM groups decide a provisioned member's role; the sign-in's claim does not.
        !provisioned
      ) {
        // The provider's groups decide members' roles: none mapped, the default role.
        const role = mappedRole ?? connection.defaultRole;
        if (membership.role !== role) {
          await updateMembershipRole(tx, state.organizationId, user.id, role);
          await endTokensOf(tx, {
            organizationId: state.organizationId,
            userId: user.id,
            role,
            by: null,
          });
          await recordAudit(tx, {
            ...audit,
            actorId: null,
            action: 'member.role_changed',
            entityType: 'member',
            entityId: user.id,
            before: { role: membership.role },
            after: { role, through: 'single sign-on groups', groups },
          });
        }
      }
      await recordSsoIdentity(tx, {
        id: newId('sid'),
        organizationId: state.organizationId,
        connectionId: connection.id,
        subject,
        userId: user.id,
        email,
        lastSignInAt: new Date(),
      });
      const prefs = await findPreferences(tx, user.id);
      await upsertPreferences(tx, user.id, {
        favorites: prefs?.favorites ?? defaultFavorites(),
        defaultOrganizationId: state.organizationId,
      });
      return user.id;
    });
  } catch (error) {
    if (error instanceof SsoRefused) return refused(error.code, error.reason, email);
    // Made at the same moment by another request (a registration, a sign-in of another subject).
    if (databaseErrorOf(error)?.code === '23505') {
      return refused('refused', 'the account was being made by another request', email);
    }
    throw error;
  }
  await sessionCache.invalidateUser(userId);

  // A person with a second factor of their own gives it next, as after a password.
  const user = await findUserById(db, userId);
  const methods = user?.twoFactorEnabled ? await secondFactorMethods(db, user.email) : [];
  let cookies: string[];
  try {
    const result =
      methods.length > 0
        ? await auth.api.challengeSecondFactor({
            body: { userId },
            headers: authHeaders(request),
            returnHeaders: true,
          })
        : await auth.api.startVerifiedSession({
            body: { userId, step: 'sign-in' },
            headers: authHeaders(request),
            returnHeaders: true,
          });
    cookies = result.headers.getSetCookie();
  } catch (error) {
    if (error instanceof APIError) return refused('deactivated', 'no session was made', email);
    throw error;
  }
  if (methods.length > 0) {
    const next = new URLSearchParams({ step: 'second-factor', methods: methods.join(',') });
    if (state.returnTo) next.set('from', state.returnTo);
    return { location: `/auth/login?${next}`, cookies };
  }
  await signedIn(db, request, userId, 'single sign-on');
  return { location: state.returnTo ?? '/dashboard', cookies };
};
