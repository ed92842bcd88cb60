import type { FastifyRequest } from 'fastify';
import { takeVerification, type Db } from '@rampart/db';
import type { Auth } from '../../auth/better-auth.ts';
import type { SessionCache } from '../../auth/session-cache.ts';
import { completeSso } from './complete-sso.ts';
import {
  connectionForState,
  ssoFailure,
  ssoRefusals,
  targetOfState,
  type SsoOutcome,
} from './sso-outcome.ts';
import { samlHandoverIdentifier, type SamlHandover } from './receive-saml-response.ts';

/**
 * The browser, sent on by the ACS with a one-time token: the checked response is taken (once)
 * and is finished only by the browser that started the sign-in (its cookie, sent now that the
 * request is a same-site navigation); then completeSso.
 */
export const finishSamlSignIn = async ({
  token,
  browserCookie,
  request,
  db,
  auth,
  sessionCache,
}: {
  token: string;
  browserCookie: string | undefined;
  request: FastifyRequest;
  db: Db;
  auth: Auth;
  sessionCache: SessionCache;
}): Promise<SsoOutcome> => {
  const taken = token ? await takeVerification(db, samlHandoverIdentifier(token)) : null;
  if (!taken) return ssoFailure('expired');
  const { state, claims } = JSON.parse(taken) as SamlHandover;
  const refused = ssoRefusals(db, request, state);
  const connection = await connectionForState(db, state, browserCookie, refused);
  if ('location' in connection) return connection;
  return completeSso({
    claims,
    target: targetOfState(state),
    connection,
    request,
    db,
    auth,
    sessionCache,
    refused,
  });
};
