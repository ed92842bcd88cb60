import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authHeaders, forwardCookies } from '../../auth/auth-headers.ts';
import { z } from 'zod';
import {
  appConfigSchema,
  ok,
  passkeyOptionsBodySchema,
  passkeyOptionsSchema,
  passkeySignInBodySchema,
  refreshResponseSchema,
  registerBodySchema,
  registerResponseSchema,
  secondFactorBodySchema,
  sessionUserSchema,
  signInBodySchema,
  signInResponseSchema,
} from '@rampart/contracts';
import { anyUserExists } from '@rampart/db';
import type { Deps } from '../../deps.ts';
import { backupCodeDigests } from '../../auth/backup-codes.ts';
import { webAuthnFor } from '../../auth/webauthn.ts';
import { passkeyOptions } from './passkey-options.ts';
import { signInWithPasskey } from './passkey-sign-in.ts';
import { refreshSession } from './refresh-session.ts';
import { passSecondFactor } from './second-factor.ts';
import { register } from './register.ts';
import { signIn } from './sign-in.ts';
import { signOut } from './sign-out.ts';

export const authRoutes = async (app: FastifyInstance, deps: Deps): Promise<void> => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const tags = ['auth'];

  r.post(
    '/api/auth/register',
    {
      schema: {
        tags,
        body: registerBodySchema,
        response: { 200: ok(registerResponseSchema) },
      },
    },
    async (req) => ({
      success: true as const,
      data: await register({
        input: req.body,
        db,
        auth: deps.auth,
        mailer: deps.mailer,
        publicUrl: deps.config.publicUrl,
        requestId: String(req.id),
        throttle: deps.throttle,
      }),
    }),
  );

  r.post(
    '/api/auth/sign-in',
    { schema: { tags, body: signInBodySchema, response: { 200: ok(signInResponseSchema) } } },
    async (req, reply) => ({
      success: true as const,
      data: await signIn({
        input: req.body,
        request: req,
        auth: deps.auth,
        db,
        throttle: deps.throttle,
        sendCookies: (cookies) => forwardCookies(reply, cookies),
      }),
    }),
  );

  // The second step, with the challenge cookie the first step set.
  const digests = backupCodeDigests(deps.config.authSecret);
  r.post(
    '/api/auth/second-factor',
    {
      schema: {
        tags,
        body: secondFactorBodySchema,
        response: { 200: ok(z.object({ user: sessionUserSchema })) },
      },
    },
    async (req, reply) => ({
      success: true as const,
      data: {
        user: await passSecondFactor({
          input: req.body,
          request: req,
          auth: deps.auth,
          db,
          digests,
          sendCookies: (cookies) => forwardCookies(reply, cookies),
        }),
      },
    }),
  );

  // A passkey: alone, or as the second step (with the challenge cookie the first step set).
  const webAuthn = webAuthnFor(deps.config);
  r.post(
    '/api/auth/passkey/options',
    {
      schema: {
        tags,
        body: passkeyOptionsBodySchema,
        response: { 200: ok(passkeyOptionsSchema) },
      },
    },
    async (req) => ({
      success: true as const,
      data: await passkeyOptions({ input: req.body, request: req, auth: deps.auth, db, webAuthn }),
    }),
  );

  r.post(
    '/api/auth/passkey',
    {
      schema: {
        tags,
        body: passkeySignInBodySchema,
        response: { 200: ok(z.object({ user: sessionUserSchema })) },
      },
    },
    async (req, reply) => ({
      success: true as const,
      data: {
        user: await signInWithPasskey({
          input: req.body,
          request: req,
          auth: deps.auth,
          db,
          throttle: deps.throttle,
          webAuthn,
          sendCookies: (cookies) => forwardCookies(reply, cookies),
        }),
      },
    }),
  );

  r.post(
    '/api/auth/sign-out',
    { schema: { tags, response: { 200: ok(z.object({ signedOut: z.literal(true) })) } } },
    async (req, reply) => {
      const { setCookies } = await signOut({
        request: req,
        auth: deps.auth,
        sessionCache: deps.sessionCache,
      });
      forwardCookies(reply, setCookies);
      return { success: true as const, data: { signedOut: true as const } };
    },
  );

  r.post(
    '/api/auth/refresh',
    { schema: { tags, response: { 200: ok(refreshResponseSchema) } } },
    async (req, reply) => {
      const data = await refreshSession({
        request: req,
        auth: deps.auth,
        db,
        sendCookies: (cookies) => forwardCookies(reply, cookies),
      });
      return { success: true as const, data };
    },
  );

  r.get(
    '/api/config',
    {
      schema: {
        tags: ['meta'],
        response: {
          200: ok(appConfigSchema),
        },
      },
    },
    async () => ({
      success: true as const,
      data: {
        emailVerification: deps.mailer !== null,
        // An empty installation opens on sign-up rather than sign-in.
        firstRun: !(await anyUserExists(db)),
        version: deps.version,
      },
    }),
  );

  // better-auth's own endpoint for the link in the verification email.
  app.get('/api/auth/verify-email', { schema: { hide: true } }, async (req, reply) => {
    const url = new URL(req.url, deps.config.publicUrl);
    const response = await deps.auth.handler(
      new Request(url, { method: 'GET', headers: authHeaders(req) }),
    );
    reply.status(response.status);
    response.headers.forEach((value, key) => {
      if (key !== 'set-cookie') reply.header(key, value);
    });
    forwardCookies(reply, response.headers.getSetCookie());
    return reply.send(await response.text());
  });
};
