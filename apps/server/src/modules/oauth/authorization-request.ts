import {
  API_TOKEN_SCOPES,
  type ApiTokenScope,
  type OAuthAuthorizationRequest,
} from '@rampart/contracts';
import { invalid } from '../../errors.ts';
import {
  redirectListed,
  type ClientMetadataReader,
  type OAuthClientInfo,
} from './client-metadata.ts';

/** Where Rampart's protected resource lives: the MCP endpoint (RFC 9728 `resource`). */
export const mcpResource = (publicUrl: string) => `${publicUrl}/api/mcp`;

export type CheckedAuthorization = {
  client: OAuthClientInfo;
  redirectUri: string;
  /** What the client asked for; everything when it named nothing (the person narrows it). */
  scopes: ApiTokenScope[];
  resource: string | null;
};

const parseScopes = (scope: string | undefined): ApiTokenScope[] => {
  const words = (scope ?? '').split(' ').filter(Boolean);
  // `offline_access` and OpenID's words ask for nothing Rampart scopes: refresh tokens always come.
  const ours = words.filter((w) => !['offline_access', 'openid', 'profile', 'email'].includes(w));
  const unknown = ours.filter((w) => !(API_TOKEN_SCOPES as readonly string[]).includes(w));
  if (unknown.length > 0) {
    throw invalid('scope', `Unknown scope: ${unknown.slice(0, 3).join(', ').slice(0, 200)}`);
  }
  return ours.length === 0 ? [...API_TOKEN_SCOPES] : [...new Set(ours as ApiTokenScope[])];
};

/**
 * An authorization request as the consent page passes it on, checked before anything is shown or
 * sent back: until the client and its redirect address are known good, a problem is answered
 * here and never sent to the redirect address (RFC 6749 §4.1.2.1).
 */
export const checkAuthorizationRequest = async (
  request: OAuthAuthorizationRequest,
  clients: ClientMetadataReader,
  publicUrl: string,
): Promise<CheckedAuthorization> => {
  if (request.response_type !== 'code') {
    throw invalid(
      'response_type',
      'Only the authorization code flow (response_type=code) is offered.',
    );
  }
  if (!/^[A-Za-z0-9._~-]+$/.test(request.code_challenge)) {
    throw invalid('code_challenge', 'A PKCE code challenge is base64url text (RFC 7636)');
  }
  const client = await clients.read(request.client_id);
  if (!redirectListed(client, request.redirect_uri)) {
    throw invalid('redirect_uri', 'The redirect address is not one the client’s document lists.');
  }
  const resource = request.resource ?? null;
  if (
    resource !== null &&
    ![mcpResource(publicUrl), `${mcpResource(publicUrl)}/`, publicUrl, `${publicUrl}/`].includes(
      resource,
    )
  ) {
    throw invalid('resource', 'Tokens are issued for this Rampart’s MCP endpoint only.');
  }
  return {
    client,
    redirectUri: request.redirect_uri,
    scopes: parseScopes(request.scope),
    resource,
  };
};
