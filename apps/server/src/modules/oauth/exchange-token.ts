import OAuth2Server from '@node-oauth/oauth2-server';
import type { Db } from '@rampart/db';
import { mcpResource } from './authorization-request.ts';
import { oauthModel, oauthServer } from './oauth-model.ts';

export type OAuthAnswer = {
  status: number;
  headers: Record<string, string>;
  body: Record<string, unknown>;
};

const oauthError = (status: number, error: string, description: string): OAuthAnswer => ({
  status,
  headers: { 'cache-control': 'no-store' },
  body: { error, error_description: description },
});

/**
 * The token endpoint: a code (with its PKCE verifier) or a refresh token for an access token and
 * the next refresh token, in one transaction. A refusal commits only what it did on purpose (a
 * code tried with a wrong verifier is spent; a spent code presented again ends its grant); any
 * other refusal (a refresh asking for more scope, say) and anything unexpected roll back.
 */
export const exchangeToken = async ({
  db,
  publicUrl,
  contentType,
  body,
}: {
  db: Db;
  publicUrl: string;
  contentType: string | undefined;
  body: unknown;
}): Promise<OAuthAnswer> => {
  const form = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const resource = form.resource;
  if (
    resource !== undefined &&
    ![mcpResource(publicUrl), `${mcpResource(publicUrl)}/`, publicUrl, `${publicUrl}/`].includes(
      String(resource),
    )
  ) {
    return oauthError(400, 'invalid_target', 'Invalid parameter: `resource` is not this server');
  }
  try {
    return await db.transaction(async (tx) => {
      const effects = { keep: false };
      const response = new OAuth2Server.Response();
      try {
        await oauthServer(oauthModel(tx, {}, effects)).token(
          new OAuth2Server.Request({
            method: 'POST',
            // The form was parsed already; type-is (the library's check) wants a body's headers.
            headers: { 'content-type': contentType ?? '', 'transfer-encoding': 'chunked' },
            query: {},
            body: form,
          }),
          response,
        );
      } catch (error) {
        if (
          !(error instanceof OAuth2Server.OAuthError) ||
          error instanceof OAuth2Server.ServerError
        ) {
          const inner = (error as { inner?: unknown }).inner;
          throw inner instanceof Error ? inner : error;
        }
        const answer = oauthError(error.code, error.name, error.message);
        // Kept: a spent code, a replayed code's grant ended. Anything else is undone.
        if (effects.keep) return answer;
        throw new Refused(answer);
      }
      return {
        status: response.status ?? 200,
        headers: { 'cache-control': 'no-store' },
        body: response.body as Record<string, unknown>,
      };
    });
  } catch (error) {
    if (error instanceof Refused) return error.answer;
    throw error;
  }
};

/** A refusal whose transaction rolls back. */
class Refused extends Error {
  constructor(readonly answer: OAuthAnswer) {
    super(String(answer.body.error));
  }
}
