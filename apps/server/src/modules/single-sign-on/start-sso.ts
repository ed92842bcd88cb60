import { createHash, randomBytes } from 'node:crypto';
import * as client from 'openid-client';
import { SSO_CALLBACK_PATH, type SsoStartBody } from '@rampart/contracts';
import { claimVerification, newId, type Db } from '@rampart/db';
import type { SecretBox } from '../../platform/secrets/secret-box.ts';
import { AppError, invalid } from '../../errors.ts';
import type { OidcClient } from './oidc.ts';
import { clientSecretContext } from './sso-connection.presenter.ts';
import { newRequestId, samlFor } from './saml.ts';
import { ssoRouteForEmail, type SsoRoute } from './sso-policy.ts';

/** How long a person has at their provider before the sign-in must start again. */
export const SSO_STATE_SECONDS = 10 * 60;
/** The cookie that ties a sign-in to the browser that started it. */
export const SSO_BROWSER_COOKIE = 'rampart_sso';

/** What a started sign-in keeps until its answer comes back (in the verification table). */
export type SsoState = {
  organizationId: string;
  connectionId: string;
  /** The provider the sign-in went to (OIDC issuer, SAML entity ID): an answer is taken only
   * while it is still the one. */
  issuer: string;
  /** SHA-256 of the browser cookie's value. */
  browser: string;
  returnTo: string | null;
} & (
  | { protocol: 'oidc'; clientId: string; codeVerifier: string; nonce: string }
  /** The AuthnRequest's ID: the response must answer it. */
  | { protocol: 'saml'; requestId: string }
);

export const ssoStateIdentifier = (state: string) => `sso-state:${state}`;
export const browserDigest = (value: string) =>
  createHash('sha256').update(value).digest('base64url');

export const oidcSettingsOf = (
  route: Pick<SsoRoute, 'organizationId' | 'connection'>,
  secrets: SecretBox,
) => ({
  issuer: route.connection.oidcIssuer ?? '',
  clientId: route.connection.oidcClientId ?? '',
  clientSecret: secrets.open(
    route.connection.oidcClientSecret ?? '',
    clientSecretContext(route.organizationId),
  ),
});

/**
 * Starts a single sign-on for an email whose domain an organisation verified: the OpenID
 * provider's authorization URL, with PKCE (S256), a random state and nonce; or the SAML
 * provider's sign-in URL with an AuthnRequest (HTTP-Redirect), the state as its RelayState. What the answer is checked
 * against is stored server-side under the state, with a digest of a random value the browser
 * keeps in an HttpOnly cookie, so only the browser that started a sign-in can finish it.
 */
export const startSso = async ({
  input,
  db,
  oidc,
  secrets,
  publicUrl,
  setBrowserCookie,
}: {
  input: SsoStartBody;
  db: Db;
  oidc: OidcClient;
  secrets: SecretBox;
  publicUrl: string;
  setBrowserCookie: (value: string, maxAgeSeconds: number) => void;
}): Promise<{ url: string }> => {
  const route = await ssoRouteForEmail(db, input.email);
  if (!route) {
    throw invalid(
      'email',
      'Single sign-on is not set up for this email’s domain. Sign in with your password.',
    );
  }
  const state = client.randomState();
  const browser = randomBytes(32).toString('base64url');
  const common = {
    organizationId: route.organizationId,
    connectionId: route.connection.id,
    browser: browserDigest(browser),
    returnTo: input.returnTo ?? null,
  };
  const unreachable = () =>
    new AppError(
      'SERVICE_UNAVAILABLE',
      `${route.organizationName}’s identity provider could not be reached. Try again in a moment; if it goes on, tell an owner of ${route.organizationName}.`,
    );
  let url: string;
  let value: SsoState;
  if (route.connection.protocol === 'saml') {
    const requestId = newRequestId();
    value = {
      ...common,
      protocol: 'saml',
      issuer: route.connection.samlIdpEntityId ?? '',
      requestId,
    };
    // node-saml records the request ID (its cache is the verification table) for InResponseTo.
    url = await samlFor({ db, connection: route.connection, publicUrl, requestId })
      .getAuthorizeUrlAsync(state, undefined, {})
      .catch(() => {
        throw unreachable();
      });
  } else {
    let configuration: client.Configuration;
    try {
      configuration = await oidc.configuration(oidcSettingsOf(route, secrets));
    } catch {
      throw unreachable();
    }
    const nonce = client.randomNonce();
    const codeVerifier = client.randomPKCECodeVerifier();
    value = {
      ...common,
      protocol: 'oidc',
      issuer: route.connection.oidcIssuer ?? '',
      clientId: route.connection.oidcClientId ?? '',
      codeVerifier,
      nonce,
    };
    url = client.buildAuthorizationUrl(configuration, {
      redirect_uri: new URL(SSO_CALLBACK_PATH, publicUrl).href,
      scope: 'openid email profile',
      state,
      nonce,
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      login_hint: input.email,
    }).href;
  }
  await claimVerification(db, {
    id: newId('ver'),
    identifier: ssoStateIdentifier(state),
    value: JSON.stringify(value),
    until: new Date(Date.now() + SSO_STATE_SECONDS * 1000),
  });
  setBrowserCookie(browser, SSO_STATE_SECONDS);
  return { url };
};
