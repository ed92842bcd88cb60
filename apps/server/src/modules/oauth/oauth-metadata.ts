import { API_TOKEN_SCOPES } from '@rampart/contracts';
import { mcpResource } from './authorization-request.ts';

/** RFC 9728 §3.1: the resource's metadata sits under /.well-known with the resource's path. */
export const protectedResourceMetadataUrl = (publicUrl: string) =>
  `${new URL(publicUrl).origin}/.well-known/oauth-protected-resource${new URL(mcpResource(publicUrl)).pathname}`;

/** RFC 9728: what the MCP endpoint is and which authorization server issues its tokens. */
export const protectedResourceMetadata = (publicUrl: string) => ({
  resource: mcpResource(publicUrl),
  authorization_servers: [publicUrl],
  scopes_supported: [...API_TOKEN_SCOPES],
  bearer_methods_supported: ['header'],
  resource_name: 'Rampart',
  resource_documentation: `${publicUrl}/api/docs`,
});

/** RFC 8414: Rampart as the authorization server of its own MCP endpoint. */
export const authorizationServerMetadata = (publicUrl: string) => ({
  issuer: publicUrl,
  authorization_endpoint: `${publicUrl}/oauth/authorize`,
  token_endpoint: `${publicUrl}/api/oauth/token`,
  revocation_endpoint: `${publicUrl}/api/oauth/revoke`,
  response_types_supported: ['code'],
  response_modes_supported: ['query'],
  grant_types_supported: ['authorization_code', 'refresh_token'],
  code_challenge_methods_supported: ['S256'],
  token_endpoint_auth_methods_supported: ['none'],
  revocation_endpoint_auth_methods_supported: ['none'],
  scopes_supported: [...API_TOKEN_SCOPES],
  client_id_metadata_document_supported: true,
  authorization_response_iss_parameter_supported: true,
  service_documentation: `${publicUrl}/api/docs`,
});
