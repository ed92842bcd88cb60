import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { DOMParser } from '@xmldom/xmldom';
import {
  claimVerification,
  findSsoConnection,
  newId,
  takeVerification,
  type Db,
} from '@rampart/db';
import type { Auth } from '../../auth/better-auth.ts';
import type { SessionCache } from '../../auth/session-cache.ts';
import { completeSso } from './complete-sso.ts';
import { ssoFailure, ssoRefusals, type SsoClaims, type SsoOutcome } from './sso-outcome.ts';
import { CLOCK_SKEW_MS, samlFor, serviceProviderOf } from './saml.ts';
import { ssoStateIdentifier, type SsoState } from './start-sso.ts';

/** A checked response waits this long for its browser to come and finish (a redirect away). */
const HANDOVER_SECONDS = 120;
export const samlHandoverIdentifier = (token: string) => `saml-done:${token}`;

/** What the ACS hands to the browser's next request (the finish step), by a one-time token. */
export type SamlHandover = { state: SsoState; claims: SsoClaims };

const SAML = 'urn:oasis:names:tc:SAML:2.0:assertion';
const SAMLP = 'urn:oasis:names:tc:SAML:2.0:protocol';
const TRANSIENT = 'urn:oasis:names:tc:SAML:2.0:nameid-format:transient';
/** Longer than any provider's assertions are valid (Microsoft Entra ID's: about 70 minutes). */
const MAX_VALIDITY_MS = 24 * 60 * 60_000;

const parse = (xml: string) => new DOMParser().parseFromString(xml, 'text/xml');

/**
 * The identity provider posts its response to the ACS. node-saml checks the signature, issuer,
 * audience, validity window and InResponseTo (samlFor); here, in order: the sign-in state named
 * by RelayState (taken once), the request the response answers, the Recipient and Destination
 * (this organisation's ACS), and the assertion's ID, accepted once (the verification table,
 * shared by every process). The browser's cookie cannot come with the provider's cross-site
 * POST, so a checked response waits under a one-time token for the same browser's next request
 * (finishSamlSignIn), which checks the cookie. An unsolicited response (IdP-initiated) is
 * refused unless the organisation allowed it; it then signs in at once, having no browser to
 * bind to.
 */
export const receiveSamlResponse = async ({
  organizationId,
  body,
  request,
  db,
  auth,
  sessionCache,
  publicUrl,
}: {
  organizationId: string;
  body: { SAMLResponse?: string; RelayState?: string };
  request: FastifyRequest;
  db: Db;
  auth: Auth;
  sessionCache: SessionCache;
  publicUrl: string;
}): Promise<SsoOutcome> => {
  const connection = await findSsoConnection(db, organizationId);
  if (!connection || connection.protocol !== 'saml' || !connection.enabled) {
    return ssoFailure('unavailable');
  }
  const taken = body.RelayState
    ? await takeVerification(db, ssoStateIdentifier(body.RelayState))
    : null;
  const state = taken ? (JSON.parse(taken) as SsoState) : null;
  const audited = ssoRefusals(db, request, {
    organizationId,
    connectionId: connection.id,
  });
  // The ACS is public: a refusal is recorded only for a sign-in someone started here, or for a
  // response that passed its signature check, so junk posts cannot fill the audit log.
  let verified = false;
  const refused: typeof audited = (code, reason, email) =>
    state || verified ? audited(code, reason, email) : Promise.resolve(ssoFailure(code));
  if (!state && !connection.samlAllowIdpInitiated) {
    return refused('expired', 'a response Rampart did not ask for (IdP-initiated is off)');
  }
  if (
    state &&
    (state.protocol !== 'saml' ||
      state.organizationId !== organizationId ||
      state.connectionId !== connection.id ||
      state.issuer !== connection.samlIdpEntityId)
  ) {
    return refused('unavailable', 'single sign-on was turned off or changed meanwhile');
  }
  if (!body.SAMLResponse) return refused('refused', 'the provider sent no response');

  const sp = serviceProviderOf(publicUrl, organizationId);
  let claims: SsoClaims;
  try {
    const { profile } = await samlFor({ db, connection, publicUrl }).validatePostResponseAsync({
      SAMLResponse: body.SAMLResponse,
      ...(body.RelayState ? { RelayState: body.RelayState } : {}),
    });
    if (!profile) throw new Error('the response holds no assertion');
    verified = true;
    // What node-saml leaves to its callers, read from the assertion it verified (signed) and,
    // for the Destination, the response around it.
    const assertion = parse(profile.getAssertionXml?.() ?? '').documentElement;
    const response = parse(profile.getSamlResponseXml?.() ?? '').documentElement;
    if (!assertion || !response || response.namespaceURI !== SAMLP) {
      throw new Error('it is not a SAML response');
    }
    // The issuer: node-saml checks it for logout messages only.
    const issuers = [
      ...Array.from(assertion.getElementsByTagNameNS(SAML, 'Issuer')).slice(0, 1),
      ...Array.from(response.childNodes).filter(
        (n) => (n as Element).localName === 'Issuer' && (n as Element).namespaceURI === SAML,
      ),
    ].map((n) => (n.textContent ?? '').trim());
    if (
      profile.issuer !== connection.samlIdpEntityId ||
      issuers.some((i) => i !== profile.issuer)
    ) {
      throw new Error(`its Issuer is not ${connection.samlIdpEntityId}`);
    }
    const destination = response.getAttribute('Destination');
    if (destination && destination !== sp.acsUrl) {
      throw new Error(`its Destination is ${destination.slice(0, 200)}`);
    }
    const confirmations = Array.from(
      assertion.getElementsByTagNameNS(SAML, 'SubjectConfirmationData'),
    );
    if (
      confirmations.length === 0 ||
      confirmations.some((c) => c.getAttribute('Recipient') !== sp.acsUrl)
    ) {
      throw new Error('its Recipient is not this organisation’s ACS');
    }
    // The request it answers, as the signed confirmation says (the response's own InResponseTo
    // is not signed when only the assertion is).
    const answering = confirmations.map((c) => c.getAttribute('InResponseTo') || null);
    if (state?.protocol === 'saml') {
      if (answering.some((id) => id !== state.requestId)) {
        throw new Error('it answers another sign-in request');
      }
    } else if (answering.some((id) => id !== null)) {
      throw new Error('it answers a sign-in request, yet came without one');
    }
    // Every time limit in force (node-saml skips some), and how long to remember the assertion.
    const now = Date.now();
    const limits = [
      ...confirmations.map((c) => c.getAttribute('NotOnOrAfter')),
      ...Array.from(assertion.getElementsByTagNameNS(SAML, 'Conditions')).map((c) =>
        c.getAttribute('NotOnOrAfter'),
      ),
    ];
    const times = limits.map((t) => (t ? Date.parse(t) : NaN));
    if (confirmations.some((c) => !c.getAttribute('NotOnOrAfter')) || times.some(Number.isNaN)) {
      throw new Error('it has no expiry');
    }
    if (times.some((t) => now - CLOCK_SKEW_MS >= t)) throw new Error('it has expired');
    const until = Math.max(...times) + CLOCK_SKEW_MS;
    if (until > now + MAX_VALIDITY_MS) throw new Error('it claims to be valid for over a day');
    if (profile.nameIDFormat === TRANSIENT) {
      throw new Error(
        'its NameID is transient (a new one each time): set the provider to send a persistent NameID or the email',
      );
    }
    // Each assertion once, for as long as it is valid.
    const assertionId = assertion.getAttribute('ID') ?? '';
    const fresh =
      assertionId !== '' &&
      (await claimVerification(db, {
        id: newId('ver'),
        identifier: `saml-assertion:${connection.id}:${assertionId}`,
        value: String(profile.nameID),
        until: new Date(until),
      }));
    if (!fresh) throw new Error('this assertion was used before (a replay)');
    // The assertion's attributes by name (never the profile's own fields of the same name).
    const attributes = (profile.attributes ?? {}) as Record<string, unknown>;
    const attribute = (name: string | null) => (name ? attributes[name] : undefined);
    claims = {
      subject: String(profile.nameID ?? ''),
      email: connection.samlEmailAttribute
        ? attribute(connection.samlEmailAttribute)
        : profile.nameID,
      name: attribute('name') ?? attribute('displayName'),
      groups: attribute(connection.groupsClaim),
    };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    request.log.warn({ err: error }, 'SAML response refused');
    return refused('refused', `the provider’s response failed its checks: ${reason.slice(0, 200)}`);
  }

  if (state) {
    const token = randomBytes(24).toString('base64url');
    await claimVerification(db, {
      id: newId('ver'),
      identifier: samlHandoverIdentifier(token),
      value: JSON.stringify({ state, claims } satisfies SamlHandover),
      until: new Date(Date.now() + HANDOVER_SECONDS * 1000),
    });
    return { location: `/api/auth/sso/saml/finish?token=${token}`, cookies: [] };
  }
  return completeSso({
    claims,
    target: { organizationId, returnTo: null },
    connection,
    request,
    db,
    auth,
    sessionCache,
    refused,
  });
};
