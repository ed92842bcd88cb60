import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { APIError } from 'better-auth/api';
import * as client from 'openid-client';
import { SSO_CALLBACK_PATH, type SsoError } from '@rampart/contracts';
import { defaultFavorites, groupsFromClaim, roleFromGroups } from '@rampart/domain';
import {
  findMembership,
  findPendingInvitationForEmail,
  findPreferences,
  findSsoConnection,
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
  takeVerification,
  updateMembershipRole,
  upsertPreferences,
  type Db,
} from '@rampart/db';
import { authHeaders } from '../../auth/auth-headers.ts';
import type { Auth } from '../../auth/better-auth.ts';
import type { SessionCache } from '../../auth/session-cache.ts';
import type { SecretBox } from '../../platform/secrets/secret-box.ts';
import { databaseErrorOf } from '../../plugins/safe-error-log.ts';
import { secondFactorMethods, signedIn } from '../auth/sign-in.ts';
import type { OidcClient } from './oidc.ts';
import { emailDomainOf } from './sso-policy.ts';
import { browserDigest, oidcSettingsOf, ssoStateIdentifier, type SsoState } from './start-sso.ts';

/** Where the browser goes next: into Rampart, or back to the sign-in page with a reason. */
export type SsoOutcome = { location: string; cookies: string[] };

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
 * The provider's answer to a sign-in started by startSso. In order: the state is taken (once:
 * a replayed answer finds nothing) and must belong to this browser; the connection must still
 * be on and the same provider; openid-client exchanges the code with the PKCE verifier and
 * checks the ID token (signature against the provider's keys, issuer, audience, expiry, nonce).
 * The email must be in a domain this organisation verified and not said to be unverified by the
 * provider. The subject is then the person it was linked to; else the person with that email,
 * linked only if a member or invited here (an account made elsewhere is never taken over); else
 * a new person, when just-in-time membership is on or they were invited. A member is made, or
 * their role follows the groups mapping (owners are left as they are). A person with a second
 * factor gives it next. Each refusal is audited.
 */
export const finishSso = async ({
  request,
  browserCookie,
  db,
  oidc,
  secrets,
  auth,
  sessionCache,
  publicUrl,
}: {
  request: FastifyRequest;
  browserCookie: string | undefined;
  db: Db;
  oidc: OidcClient;
  secrets: SecretBox;
  auth: Auth;
  sessionCache: SessionCache;
  publicUrl: string;
}): Promise<SsoOutcome> => {
  const query = new URL(request.url, publicUrl).searchParams;
  const stateParam = query.get('state');
  const taken = stateParam ? await takeVerification(db, ssoStateIdentifier(stateParam)) : null;
  const failure = (code: SsoError): SsoOutcome => ({
    location: `/auth/login?sso=${code}`,
    cookies: [],
  });
  if (!taken || !stateParam) return failure('expired');
  const state = JSON.parse(taken) as SsoState;
  const refused = async (code: SsoError, reason: string, email?: string | null) => {
    await recordAudit(db, {
      organizationId: state.organizationId,
      actorId: null,
      action: 'user.sign_in_failed',
      entityType: 'sso_connection',
      entityId: state.connectionId,
      after: { step: 'single sign-on', reason, email: email ?? null, address: request.ip },
      requestId: String(request.id),
    });
    return failure(code);
  };
  // Another browser's answer (a link someone was sent): refused, and the state is spent.
  if (!browserCookie || browserDigest(browserCookie) !== state.browser) {
    return refused('expired', 'the answer came back to another browser');
  }
  const connection = await findSsoConnection(db, state.organizationId);
  if (
    !connection?.enabled ||
    connection.id !== state.connectionId ||
    connection.oidcIssuer !== state.issuer ||
    connection.oidcClientId !== state.clientId
  ) {
    return refused('unavailable', 'single sign-on was turned off or changed meanwhile');
  }
  if (query.has('error')) {
    return refused('refused', `the provider answered ${query.get('error')!.slice(0, 100)}`);
  }

  let claims: Record<string, unknown>;
  try {
    const configuration = await oidc.configuration(
      oidcSettingsOf({ organizationId: state.organizationId, connection }, secrets),
    );
    // The provider's answer, on the redirect URI registered with it.
    const answered = new URL(SSO_CALLBACK_PATH, publicUrl);
    answered.search = query.toString();
    const tokens = await client.authorizationCodeGrant(configuration, answered, {
      pkceCodeVerifier: state.codeVerifier,
      expectedState: stateParam,
      expectedNonce: state.nonce,
      idTokenExpected: true,
    });
    claims = { ...tokens.claims() };
    const sub = String(claims.sub);
    if (
      (!claims.email || claims[connection.groupsClaim] === undefined) &&
      configuration.serverMetadata().userinfo_endpoint
    ) {
      // Some providers put the email or the groups in the userinfo answer only.
      const info = await client.fetchUserInfo(configuration, tokens.access_token, sub);
      claims = { ...info, ...claims };
    }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    request.log.warn({ err: error }, 'single sign-on answer refused');
    return refused('refused', `the provider’s answer failed its checks: ${reason.slice(0, 200)}`);
  }

  const subject = String(claims.sub);
  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : null;
  if (!email || !/^[^\s@]+@[^\s@]+$/.test(email) || email.length > 254) {
    return refused('not-verified', 'the provider gave no email address');
  }
  if (claims.email_verified === false) {
    return refused('not-verified', 'the provider says the email is not verified', email);
  }
  const domains = await listOrganizationDomains(db, state.organizationId);
  if (!domains.some((d) => d.verifiedAt && d.domain === emailDomainOf(email))) {
    return refused('not-verified', 'the email is outside the verified domains', email);
  }
  const groups = groupsFromClaim(claims[connection.groupsClaim]);
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
      } else if (membership.role !== 'owner' && connection.roleMappings.length > 0) {
        // The provider's groups decide members' roles: none mapped, the default role.
        const role = mappedRole ?? connection.defaultRole;
        if (membership.role !== role) {
          await updateMembershipRole(tx, state.organizationId, user.id, role);
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
