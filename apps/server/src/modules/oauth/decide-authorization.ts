import OAuth2Server from '@node-oauth/oauth2-server';
import { roleSchema, type OAuthDecisionBody } from '@rampart/contracts';
import { grantableScopes, permissionsForRole } from '@rampart/domain';
import { findActorMembership, newId, recordAudit, insertOAuthGrant, type Db } from '@rampart/db';
import type { SessionPrincipal } from '../../auth/actor.ts';
import { invalid } from '../../errors.ts';
import { checkAuthorizationRequest } from './authorization-request.ts';
import type { ClientMetadataReader } from './client-metadata.ts';
import { oauthModel, oauthServer } from './oauth-model.ts';

/** The client's redirect address with its answer (and who answers, RFC 9207). */
const answerAt = (redirectUri: string, params: Record<string, string | undefined>): string => {
  const url = new URL(redirectUri);
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined) url.searchParams.set(name, value);
  }
  return url.href;
};

/**
 * The person's answer on the consent screen. Allowed: a grant for the organisation and scopes
 * they picked (never beyond their role there), replacing an earlier one of the same client, and
 * a code for the client, in one transaction. Denied: the client is told so. Either way the answer
 * is where the browser goes next.
 */
export const decideAuthorization = async ({
  db,
  principal,
  body,
  clients,
  publicUrl,
  requestId,
}: {
  db: Db;
  principal: SessionPrincipal;
  body: OAuthDecisionBody;
  clients: ClientMetadataReader;
  publicUrl: string;
  requestId: string;
}): Promise<{ redirectTo: string }> => {
  const checked = await checkAuthorizationRequest(body, clients, publicUrl);
  if (body.decision === 'deny') {
    return {
      redirectTo: answerAt(checked.redirectUri, {
        error: 'access_denied',
        error_description: 'The person declined the connection.',
        state: body.state,
        iss: publicUrl,
      }),
    };
  }
  if (!body.organizationId) throw invalid('organizationId', 'Choose an organisation');
  const membership = await findActorMembership(db, principal.userId, body.organizationId);
  if (!membership) throw invalid('organizationId', 'You are not a member of this organisation');
  if (membership.secondFactorDue) {
    throw invalid('organizationId', 'This organisation asks for a second factor: set one up first');
  }
  const lifetime = membership.sessionLifetimeHours;
  if (lifetime !== null && Date.now() - principal.signedInAt.getTime() > lifetime * 3_600_000) {
    throw invalid(
      'organizationId',
      'This organisation limits how long a sign-in lasts: sign out, sign in again, then allow',
    );
  }
  const allowed = new Set(grantableScopes(permissionsForRole(roleSchema.parse(membership.role))));
  const scopes = [...new Set(body.scopes ?? [])];
  if (scopes.length === 0) throw invalid('scopes', 'Choose at least one scope');
  if (scopes.some((s) => !checked.scopes.includes(s) || !allowed.has(s))) {
    throw invalid('scopes', 'Only scopes the client asked for and your role allows can be given');
  }

  return db.transaction(async (tx) => {
    const grant = await insertOAuthGrant(tx, {
      id: newId('oag'),
      organizationId: body.organizationId as string,
      userId: principal.userId,
      clientId: checked.client.id,
      clientName: checked.client.name,
      scopes,
    });
    const server = oauthServer(
      oauthModel(tx, { client: checked.client, codeResource: checked.resource }),
    );
    const response = new OAuth2Server.Response();
    const code = await server.authorize(
      new OAuth2Server.Request({
        method: 'POST',
        headers: {},
        query: {},
        body: {
          response_type: 'code',
          client_id: checked.client.id,
          redirect_uri: checked.redirectUri,
          code_challenge: body.code_challenge,
          code_challenge_method: 'S256',
          state: body.state,
          scope: scopes.join(' '),
        },
      }),
      response,
      { authenticateHandler: { handle: () => ({ grant }) } },
    );
    await recordAudit(tx, {
      organizationId: grant.organizationId,
      actorId: principal.userId,
      action: 'oauth.connected',
      entityType: 'oauth_grant',
      entityId: grant.id,
      after: { client: checked.client.id, name: checked.client.name, scopes },
      requestId,
    });
    return {
      redirectTo: answerAt(checked.redirectUri, {
        code: code.authorizationCode,
        state: body.state,
        iss: publicUrl,
      }),
    };
  });
};
