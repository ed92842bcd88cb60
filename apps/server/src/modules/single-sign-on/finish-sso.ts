import type { FastifyRequest } from 'fastify';
import * as client from 'openid-client';
import { SSO_CALLBACK_PATH } from '@rampart/contracts';
import { takeVerification, type Db } from '@rampart/db';
import type { Auth } from '../../auth/better-auth.ts';
import type { SessionCache } from '../../auth/session-cache.ts';
import type { SecretBox } from '../../platform/secrets/secret-box.ts';
import { completeSso } from './complete-sso.ts';
import {
  connectionForState,
  ssoFailure,
  ssoRefusals,
  targetOfState,
  type SsoOutcome,
} from './sso-outcome.ts';
import type { OidcClient } from './oidc.ts';
import { oidcSettingsOf, ssoStateIdentifier, type SsoState } from './start-sso.ts';

/**
 * The OpenID provider's answer to a sign-in started by startSso. In order: the state is taken
 * (once: a replayed answer finds nothing) and must belong to this browser; the connection must
 * still be on and the same provider; openid-client exchanges the code with the PKCE verifier and
 * checks the ID token (signature against the provider's keys, issuer, audience, expiry, nonce).
 * What it says of the person then goes to completeSso.
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
  if (!taken || !stateParam) return ssoFailure('expired');
  const state = JSON.parse(taken) as SsoState;
  if (state.protocol !== 'oidc') return ssoFailure('expired');
  const refused = ssoRefusals(db, request, state);
  const connection = await connectionForState(db, state, browserCookie, refused);
  if ('location' in connection) return connection;
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

  return completeSso({
    claims: {
      subject: typeof claims.sub === 'string' ? claims.sub : '',
      email: claims.email,
      emailVerified: claims.email_verified,
      name: claims.name,
      groups: claims[connection.groupsClaim],
    },
    target: targetOfState(state),
    connection,
    request,
    db,
    auth,
    sessionCache,
    refused,
  });
};
