// The storage behind @node-oauth/oauth2-server (decision 043), over one transaction: codes and
// refresh tokens are kept as their SHA-256; access tokens are API tokens of kind 'oauth', so the
// bearer check of every route (and MCP) knows them, bound to the grant's organisation and scopes.
import OAuth2Server from '@node-oauth/oauth2-server';
import { API_TOKEN_SCOPES, type ApiTokenScope } from '@rampart/contracts';
import {
  findGrantByRefreshToken,
  findOAuthCode,
  findSpentRefreshToken,
  insertApiToken,
  insertOAuthCode,
  lockLiveOAuthGrant,
  newId,
  revokeOAuthGrantById,
  spendOAuthCode,
  spendOAuthRefreshToken,
  storeOAuthRefreshToken,
  type Executor,
  type OAuthGrantRow,
} from '@rampart/db';
import { hashApiToken } from '../../auth/api-tokens.ts';
import type { OAuthClientInfo } from './client-metadata.ts';

/** An hour: a stolen access token is short-lived; the refresh token turns on each use. */
export const ACCESS_TOKEN_SECONDS = 3600;
/** A connection unused for 30 days asks its person again. */
export const REFRESH_TOKEN_SECONDS = 30 * 86_400;
export const CODE_SECONDS = 600;
/**
 * A turned refresh token presented again within this long is the client racing itself (two
 * refreshes at once): refused, its grant kept. Later, it ends the grant.
 */
const REUSE_GRACE_MS = 10_000;

const GRANTS = ['authorization_code', 'refresh_token'];

/** Who a code or token acts for: the grant (person, organisation, scopes). */
export type GrantUser = { grant: OAuthGrantRow; resource?: string | null };

const knownScopes = (scopes: readonly string[]): ApiTokenScope[] =>
  scopes.filter((s): s is ApiTokenScope => (API_TOKEN_SCOPES as readonly string[]).includes(s));

const opaque = (prefix: string) => {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return `${prefix}${Buffer.from(bytes).toString('base64url')}`;
};

/**
 * `effects.keep`: the request did something that must stand even when it is refused (a code is
 * spent before its verifier is checked; a replayed code ends its grant). Any other refusal
 * leaves the database as it was.
 */
export const oauthModel = (
  tx: Executor,
  options: { client?: OAuthClientInfo; codeResource?: string | null } = {},
  effects: { keep: boolean } = { keep: false },
) => ({
  async getClient(clientId: string) {
    // At the authorization endpoint the client was read from its document; at the token endpoint
    // a public client is its id, and the code or refresh token it presents names the same id.
    if (options.client) {
      return options.client.id === clientId
        ? { id: clientId, grants: GRANTS, redirectUris: options.client.redirectUris }
        : null;
    }
    return { id: clientId, grants: GRANTS, redirectUris: [] };
  },

  async validateScope(user: GrantUser) {
    return user.grant.scopes;
  },

  async validateRedirectUri() {
    // Checked before (redirectListed): a loopback address may use any port.
    return true;
  },

  generateAuthorizationCode: async () => opaque('rampart_oac_'),
  generateAccessToken: async () => opaque('rampart_oat_'),
  generateRefreshToken: async () => opaque('rampart_ort_'),

  async saveAuthorizationCode(
    code: {
      authorizationCode: string;
      expiresAt: Date;
      redirectUri: string;
      codeChallenge?: string;
    },
    client: { id: string },
    user: GrantUser,
  ) {
    if (!code.codeChallenge) throw new Error('A code is always issued with its PKCE challenge');
    await insertOAuthCode(tx, {
      codeHash: hashApiToken(code.authorizationCode),
      grantId: user.grant.id,
      redirectUri: code.redirectUri,
      codeChallenge: code.codeChallenge,
      resource: options.codeResource ?? null,
      expiresAt: code.expiresAt,
    });
    return { ...code, client, user };
  },

  async getAuthorizationCode(authorizationCode: string) {
    const found = await findOAuthCode(tx, hashApiToken(authorizationCode));
    if (!found || found.grant.revokedAt) return null;
    if (found.code.usedAt) {
      // A spent code presented again: someone else may hold it. End what it gave (RFC 9700).
      await revokeOAuthGrantById(tx, found.grant.id);
      effects.keep = true;
      return null;
    }
    return {
      authorizationCode,
      expiresAt: found.code.expiresAt,
      redirectUri: found.code.redirectUri,
      scope: found.grant.scopes,
      client: { id: found.grant.clientId },
      user: { grant: found.grant, resource: found.code.resource } satisfies GrantUser,
      codeChallenge: found.code.codeChallenge,
      codeChallengeMethod: 'S256',
    };
  },

  async revokeAuthorizationCode(code: { authorizationCode: string }) {
    const spent = await spendOAuthCode(tx, hashApiToken(code.authorizationCode));
    effects.keep ||= spent;
    return spent;
  },

  async getRefreshToken(refreshToken: string) {
    const hash = hashApiToken(refreshToken);
    const grant = await findGrantByRefreshToken(tx, hash);
    if (!grant) {
      // A turned refresh token presented again was copied: end what it gave (RFC 9700
      // §4.14.2). Within a few seconds of its turn it is the client's own second try, refused.
      const spent = await findSpentRefreshToken(tx, hash);
      if (spent && !spent.revokedAt && Date.now() - spent.spentAt.getTime() > REUSE_GRACE_MS) {
        await revokeOAuthGrantById(tx, spent.grantId);
        effects.keep = true;
      }
      return null;
    }
    if (!grant.refreshExpiresAt) return null;
    return {
      refreshToken,
      refreshTokenExpiresAt: grant.refreshExpiresAt,
      scope: grant.scopes,
      client: { id: grant.clientId },
      user: { grant } satisfies GrantUser,
    };
  },

  async revokeToken(token: { refreshToken: string; user: GrantUser }) {
    // The old refresh token stops here, if no concurrent refresh spent it; saveToken stores its
    // successor.
    return spendOAuthRefreshToken(tx, token.user.grant.id, hashApiToken(token.refreshToken));
  },

  async saveToken(
    token: {
      accessToken: string;
      accessTokenExpiresAt?: Date;
      refreshToken?: string;
      refreshTokenExpiresAt?: Date;
      scope?: string[];
    },
    client: { id: string },
    user: GrantUser,
  ) {
    // The grant may have been revoked since the code or refresh token was read; locked, a
    // disconnection now waits for this token and ends it too.
    const grant = await lockLiveOAuthGrant(tx, user.grant.id);
    if (!grant) throw new OAuth2Server.InvalidGrantError('The connection was revoked.');
    const asked = token.scope ? knownScopes(token.scope) : [];
    const scopes = knownScopes(grant.scopes).filter((s) => asked.length === 0 || asked.includes(s));
    const expiresAt =
      token.accessTokenExpiresAt ?? new Date(Date.now() + ACCESS_TOKEN_SECONDS * 1000);
    await insertApiToken(tx, {
      id: newId('tok'),
      organizationId: grant.organizationId,
      kind: 'oauth',
      userId: grant.userId,
      name: grant.clientName,
      tokenHash: hashApiToken(token.accessToken),
      tokenHint: `${token.accessToken.slice(0, 18)}…`,
      scopes,
      expiresAt,
      createdBy: grant.userId,
      grantId: grant.id,
    });
    if (token.refreshToken) {
      await storeOAuthRefreshToken(
        tx,
        grant.id,
        hashApiToken(token.refreshToken),
        token.refreshTokenExpiresAt ?? new Date(Date.now() + REFRESH_TOKEN_SECONDS * 1000),
      );
    }
    return { ...token, scope: scopes, client, user: { grant } };
  },
});

/** The library's server over one transaction's storage. */
export const oauthServer = (model: ReturnType<typeof oauthModel>) =>
  new OAuth2Server({
    // The library's types name every model function; ours implements what these grants use.
    model: model as unknown as OAuth2Server.AuthorizationCodeModel & OAuth2Server.RefreshTokenModel,
    accessTokenLifetime: ACCESS_TOKEN_SECONDS,
    refreshTokenLifetime: REFRESH_TOKEN_SECONDS,
    authorizationCodeLifetime: CODE_SECONDS,
    allowEmptyState: true,
    // Public clients (PKCE is their proof); no client secrets exist.
    requireClientAuthentication: { authorization_code: false, refresh_token: false },
    alwaysIssueNewRefreshToken: true,
  });
