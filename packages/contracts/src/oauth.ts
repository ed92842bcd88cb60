import { z } from 'zod';
import { apiTokenScopeSchema } from './api-tokens.ts';
import { roleSchema } from './permissions.ts';

/**
 * OAuth 2.1 for AI assistants that connect to /api/mcp by URL (issue 23 point 2, decision 043).
 * The scopes are the API token scopes; the client is named by the URL of its client ID metadata
 * document.
 */

/** What the client sends to the authorization endpoint, passed on by the consent page. */
export const oauthAuthorizationRequestSchema = z.object({
  response_type: z.string().max(50),
  client_id: z.string().min(1, 'The client is not named').max(2000),
  redirect_uri: z.string().min(1, 'The redirect address is missing').max(2000),
  code_challenge: z
    .string()
    .min(43, 'A PKCE code challenge (S256) is required')
    // Its characters (base64url) are checked with the request (checkAuthorizationRequest).
    .max(128, 'A PKCE code challenge is at most 128 characters'),
  code_challenge_method: z.literal('S256', 'Only the S256 code challenge method is accepted'),
  state: z
    .string()
    .max(2000)
    .regex(/^[\x20-\x7E]*$/, 'The state must be printable ASCII (RFC 6749)')
    .optional(),
  scope: z.string().max(2000).optional(),
  resource: z.string().max(2000).optional(),
});
export type OAuthAuthorizationRequest = z.infer<typeof oauthAuthorizationRequestSchema>;

/** What the consent screen shows: who asks, for what, and where the person may allow it. */
export const oauthAuthorizationViewSchema = z.object({
  client: z.object({
    id: z.string(),
    name: z.string(),
    /** The host of the client's metadata document: who vouches for the name. */
    host: z.string(),
    uri: z.string().nullable(),
  }),
  /** Where the browser goes back to (the code travels there). */
  redirectHost: z.string(),
  requestedScopes: z.array(apiTokenScopeSchema),
  organizations: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      role: roleSchema,
      /** The requested scopes this person's role there allows. */
      grantableScopes: z.array(apiTokenScopeSchema),
    }),
  ),
});
export type OAuthAuthorizationView = z.infer<typeof oauthAuthorizationViewSchema>;

export const oauthDecisionBodySchema = oauthAuthorizationRequestSchema.extend({
  decision: z.enum(['allow', 'deny']),
  organizationId: z.string().max(64).optional(),
  scopes: z.array(apiTokenScopeSchema).max(32).optional(),
});
export type OAuthDecisionBody = z.infer<typeof oauthDecisionBodySchema>;

/** Where the browser goes next: the client's redirect address with a code, or with an error. */
export const oauthDecisionResultSchema = z.object({ redirectTo: z.string() });

/** Account → Security: an assistant the person connected, in one organisation. */
export const connectedAppSchema = z.object({
  id: z.string(),
  clientId: z.string(),
  clientName: z.string(),
  clientHost: z.string(),
  organization: z.object({ id: z.string(), name: z.string() }),
  scopes: z.array(apiTokenScopeSchema),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type ConnectedApp = z.infer<typeof connectedAppSchema>;

export const connectedAppIdParamsSchema = z.object({ grantId: z.string().min(1).max(64) });
