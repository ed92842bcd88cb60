import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addPasskeyBodySchema,
  accountSecuritySchema,
  accountSessionsSchema,
  backupCodesSchema,
  confirmPasswordBodySchema,
  confirmTwoFactorBodySchema,
  listQuerySchema,
  ok,
  passkeyIdParamsSchema,
  passkeyOptionsSchema,
  passkeySchema,
  renamePasskeyBodySchema,
  sessionIdParamsSchema,
  twoFactorSetupSchema,
} from '@rampart/contracts';
import { principalOf, requireSession } from '../../auth/actor.ts';
import { forwardCookies } from '../../auth/auth-headers.ts';
import { webAuthnFor } from '../../auth/webauthn.ts';
import type { Deps } from '../../deps.ts';
import { pageOf } from '../../platform/routes/pages.ts';
import { addPasskey } from './add-passkey.ts';
import { accountSecurity } from './account-security.ts';
import { accountSessions } from './account-sessions.ts';
import { endSessions } from './end-session.ts';
import { confirmTwoFactor } from './confirm-two-factor.ts';
import { regenerateBackupCodes } from './regenerate-backup-codes.ts';
import { removePasskey } from './remove-passkey.ts';
import { renamePasskey } from './rename-passkey.ts';
import { setUpTwoFactor } from './set-up-two-factor.ts';
import { startPasskeyRegistration } from './start-passkey-registration.ts';
import { turnOffTwoFactor } from './turn-off-two-factor.ts';

/**
 * Account → Security: the signed-in person's own second factor. A session is enough (no
 * organisation permission), so someone whose organisation requires two-factor can set it up.
 */
export const accountSecurityRoutes = async (app: FastifyInstance, deps: Deps): Promise<void> => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const signedIn = requireSession(deps.auth);
  const tags = ['account'];
  const base = '/api/account';
  const done = ok(z.object({ done: z.literal(true) }));
  const webAuthn = webAuthnFor(deps.config);

  r.get(
    `${base}/security`,
    { preHandler: signedIn, schema: { tags, response: { 200: ok(accountSecuritySchema) } } },
    async (req) => ({
      success: true as const,
      data: await accountSecurity(db, principalOf(req).userId, webAuthn.rp),
    }),
  );

  r.post(
    `${base}/two-factor`,
    {
      preHandler: signedIn,
      schema: {
        tags,
        body: confirmPasswordBodySchema,
        response: { 200: ok(twoFactorSetupSchema) },
      },
    },
    async (req) => ({
      success: true as const,
      data: await setUpTwoFactor({
        principal: principalOf(req),
        input: req.body,
        request: req,
        auth: deps.auth,
        throttle: deps.throttle,
      }),
    }),
  );

  r.post(
    `${base}/two-factor/confirm`,
    {
      preHandler: signedIn,
      schema: { tags, body: confirmTwoFactorBodySchema, response: { 200: done } },
    },
    async (req, reply) => {
      await confirmTwoFactor({
        principal: principalOf(req),
        input: req.body,
        request: req,
        auth: deps.auth,
        db,
        sessionCache: deps.sessionCache,
        sendCookies: (cookies) => forwardCookies(reply, cookies),
      });
      return { success: true as const, data: { done: true as const } };
    },
  );

  r.post(
    `${base}/two-factor/backup-codes`,
    {
      preHandler: signedIn,
      schema: { tags, body: confirmPasswordBodySchema, response: { 200: ok(backupCodesSchema) } },
    },
    async (req) => ({
      success: true as const,
      data: await regenerateBackupCodes({
        principal: principalOf(req),
        input: req.body,
        request: req,
        auth: deps.auth,
        db,
        throttle: deps.throttle,
      }),
    }),
  );

  r.post(
    `${base}/two-factor/turn-off`,
    {
      preHandler: signedIn,
      schema: { tags, body: confirmPasswordBodySchema, response: { 200: done } },
    },
    async (req) => {
      await turnOffTwoFactor({
        principal: principalOf(req),
        input: req.body,
        request: req,
        auth: deps.auth,
        db,
        throttle: deps.throttle,
        sessionCache: deps.sessionCache,
      });
      return { success: true as const, data: { done: true as const } };
    },
  );

  // Passkeys: options for the browser (after the password again), then its answer.
  r.post(
    `${base}/passkeys/options`,
    {
      preHandler: signedIn,
      schema: {
        tags,
        body: confirmPasswordBodySchema,
        response: { 200: ok(passkeyOptionsSchema) },
      },
    },
    async (req) => ({
      success: true as const,
      data: await startPasskeyRegistration({
        principal: principalOf(req),
        input: req.body,
        request: req,
        auth: deps.auth,
        db,
        throttle: deps.throttle,
        webAuthn,
      }),
    }),
  );

  r.post(
    `${base}/passkeys`,
    {
      preHandler: signedIn,
      schema: { tags, body: addPasskeyBodySchema, response: { 200: ok(passkeySchema) } },
    },
    async (req) => ({
      success: true as const,
      data: await addPasskey({
        principal: principalOf(req),
        input: req.body,
        request: req,
        db,
        sessionCache: deps.sessionCache,
        webAuthn,
      }),
    }),
  );

  r.patch(
    `${base}/passkeys/:passkeyId`,
    {
      preHandler: signedIn,
      schema: {
        tags,
        params: passkeyIdParamsSchema,
        body: renamePasskeyBodySchema,
        response: { 200: ok(passkeySchema) },
      },
    },
    async (req) => ({
      success: true as const,
      data: await renamePasskey({
        principal: principalOf(req),
        passkeyId: req.params.passkeyId,
        input: req.body,
        db,
        requestId: String(req.id),
      }),
    }),
  );

  r.post(
    `${base}/passkeys/:passkeyId/remove`,
    {
      preHandler: signedIn,
      schema: {
        tags,
        params: passkeyIdParamsSchema,
        body: confirmPasswordBodySchema,
        response: { 200: done },
      },
    },
    async (req) => {
      await removePasskey({
        principal: principalOf(req),
        passkeyId: req.params.passkeyId,
        input: req.body,
        request: req,
        auth: deps.auth,
        db,
        throttle: deps.throttle,
        sessionCache: deps.sessionCache,
      });
      return { success: true as const, data: { done: true as const } };
    },
  );

  r.get(
    `${base}/sessions`,
    {
      preHandler: signedIn,
      schema: { tags, querystring: listQuerySchema, response: { 200: ok(accountSessionsSchema) } },
    },
    async (req) => ({
      success: true as const,
      data: pageOf(await accountSessions(db, principalOf(req)), req.query),
    }),
  );

  const end = (req: FastifyRequest, sessionId: string) =>
    endSessions({
      principal: principalOf(req),
      sessionId,
      db,
      sessionCache: deps.sessionCache,
      requestId: String(req.id),
    });

  r.delete(
    `${base}/sessions/:sessionId`,
    {
      preHandler: signedIn,
      schema: { tags, params: sessionIdParamsSchema, response: { 200: done } },
    },
    async (req) => {
      await end(req, req.params.sessionId);
      return { success: true as const, data: { done: true as const } };
    },
  );

  r.post(
    `${base}/sessions/end-others`,
    { preHandler: signedIn, schema: { tags, response: { 200: done } } },
    async (req) => {
      await end(req, 'others');
      return { success: true as const, data: { done: true as const } };
    },
  );
};
