import type { FastifyRequest } from 'fastify';
import type { SsoError } from '@rampart/contracts';
import { findSsoConnection, recordAudit, type Db, type SsoConnectionRow } from '@rampart/db';
import { browserDigest, type SsoState } from './start-sso.ts';

// What a sign-in through the provider ends in, shared by OpenID Connect and SAML: where the
// browser goes, the refusals (audited), and the connection a sign-in's state still stands for.

/** Where the browser goes next: into Rampart, or back to the sign-in page with a reason. */
export type SsoOutcome = { location: string; cookies: string[] };

/** What a provider said of the person, from an ID token (OIDC) or an assertion (SAML). */
export type SsoClaims = {
  /** The provider's stable identifier of the person (`sub`, or the NameID). */
  subject: string;
  email: unknown;
  /** OIDC's `email_verified`; false refuses the sign-in. */
  emailVerified?: unknown;
  name: unknown;
  groups: unknown;
};

/** Whose sign-in it is, and the page to go back to (none for one started at the provider). */
export type SsoTarget = { organizationId: string; returnTo: string | null };

/** The target of a sign-in started in Rampart, from its state. */
export const targetOfState = (state: SsoState): SsoTarget => ({
  organizationId: state.organizationId,
  returnTo: state.returnTo,
});

/** Back to the sign-in page, which says why in words. */
export const ssoFailure = (code: SsoError): SsoOutcome => ({
  location: `/auth/login?sso=${code}`,
  cookies: [],
});

/** A refusal recorded in the organisation's log (its recent sign-ins show it), then the page. */
export const ssoRefusals =
  (db: Db, request: FastifyRequest, target: { organizationId: string; connectionId: string }) =>
  async (code: SsoError, reason: string, email?: string | null): Promise<SsoOutcome> => {
    await recordAudit(db, {
      organizationId: target.organizationId,
      actorId: null,
      action: 'user.sign_in_failed',
      entityType: 'sso_connection',
      entityId: target.connectionId,
      after: { step: 'single sign-on', reason, email: email ?? null, address: request.ip },
      requestId: String(request.id),
    });
    return ssoFailure(code);
  };

export type SsoRefusal = ReturnType<typeof ssoRefusals>;

/**
 * The sign-in's connection as it still stands, for the browser that started it; else the
 * refusal: another browser (a link someone was sent; the state is spent either way), or a
 * connection turned off or changed (protocol, provider) since the sign-in began.
 */
export const connectionForState = async (
  db: Db,
  state: SsoState,
  browserCookie: string | undefined,
  refused: SsoRefusal,
): Promise<SsoConnectionRow | SsoOutcome> => {
  if (!browserCookie || browserDigest(browserCookie) !== state.browser) {
    return refused('expired', 'the answer came back to another browser');
  }
  const connection = await findSsoConnection(db, state.organizationId);
  const same =
    connection?.enabled &&
    connection.id === state.connectionId &&
    connection.protocol === state.protocol &&
    (state.protocol === 'saml'
      ? connection.samlIdpEntityId === state.issuer
      : connection.oidcIssuer === state.issuer && connection.oidcClientId === state.clientId);
  return same
    ? connection
    : refused('unavailable', 'single sign-on was turned off or changed meanwhile');
};
