import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fromNodeHeaders } from 'better-auth/node';
import { z } from 'zod';
import {
  ok,
  refreshResponseSchema,
  registerBodySchema,
  registerResponseSchema,
  signInBodySchema,
  signInResponseSchema,
} from '@rampart/contracts';
import { anyUserExists } from '@rampart/db';
import { resolveActor } from '../../auth/actor.ts';
import type { Deps } from '../../deps.ts';
import { unauthenticated } from '../../errors.ts';
import { loadSessionUser } from '../users/session-user.ts';
import { register } from './register.ts';
import { signIn } from './sign-in.ts';

const forwardCookies = (reply: FastifyReply, cookies: string[]) => {
  if (cookies.length > 0) reply.header('set-cookie', cookies);
};

export const authRoutes = async (app: FastifyInstance, deps: Deps): Promise<void> => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const tags = ['auth'];

  // A new session's cookie is not on this request yet: resolve the organisation by user id.
  const sessionUserFor = async (req: FastifyRequest, userId: string) => {
    const principal = { userId, email: '', name: '', sessionToken: '', expiresAt: new Date() };
    const actor = await resolveActor(db, principal, req);
    return loadSessionUser(db, userId, actor.organizationId);
  };

  r.post(
    '/api/auth/register',
    {
      schema: {
        tags,
        body: registerBodySchema,
        response: { 200: ok(registerResponseSchema) },
      },
    },
    async (req, reply) => {
      const created = await register({
        input: req.body,
        db,
        auth: deps.auth,
        requestId: String(req.id),
        verifiedByInvitation: deps.mailer !== null,
      });
      if (deps.mailer && !created.emailVerified) {
        await deps.auth.api.sendVerificationEmail({
          body: { email: req.body.email, callbackURL: '/auth/login?verified=1' },
        });
        return {
          success: true as const,
          data: { user: null, requiresVerification: true, error: null },
        };
      }
      const { setCookies } = await signIn({
        input: { email: req.body.email, password: req.body.password, rememberMe: true },
        ip: req.ip,
        headers: fromNodeHeaders(req.headers),
        auth: deps.auth,
        db,
        throttle: deps.throttle,
      });
      forwardCookies(reply, setCookies);
      const user = await loadSessionUser(db, created.userId, created.organizationId);
      return { success: true as const, data: { user, requiresVerification: false, error: null } };
    },
  );

  r.post(
    '/api/auth/sign-in',
    { schema: { tags, body: signInBodySchema, response: { 200: ok(signInResponseSchema) } } },
    async (req, reply) => {
      const { userId, setCookies } = await signIn({
        input: req.body,
        ip: req.ip,
        headers: fromNodeHeaders(req.headers),
        auth: deps.auth,
        db,
        throttle: deps.throttle,
      });
      forwardCookies(reply, setCookies);
      return { success: true as const, data: { user: await sessionUserFor(req, userId) } };
    },
  );

  r.post(
    '/api/auth/sign-out',
    { schema: { tags, response: { 200: ok(z.object({ signedOut: z.literal(true) })) } } },
    async (req, reply) => {
      try {
        const result = await deps.auth.api.signOut({
          headers: fromNodeHeaders(req.headers),
          returnHeaders: true,
        });
        forwardCookies(reply, result.headers.getSetCookie());
      } catch {
        // No session to end: signing out is still done.
      }
      return { success: true as const, data: { signedOut: true as const } };
    },
  );

  r.post(
    '/api/auth/refresh',
    { schema: { tags, response: { 200: ok(refreshResponseSchema) } } },
    async (req, reply) => {
      const result = await deps.auth.api.getSession({
        headers: fromNodeHeaders(req.headers),
        returnHeaders: true,
      });
      if (!result.response) throw unauthenticated();
      forwardCookies(reply, result.headers.getSetCookie());
      const { user, session } = result.response;
      return {
        success: true as const,
        data: {
          user: await sessionUserFor(req, user.id),
          expiresAt: new Date(session.expiresAt).toISOString(),
        },
      };
    },
  );

  r.get(
    '/api/config',
    {
      schema: {
        tags: ['meta'],
        response: {
          200: ok(
            z.object({
              emailVerification: z.boolean(),
              firstRun: z.boolean(),
              version: z.string(),
            }),
          ),
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
      new Request(url, { method: 'GET', headers: fromNodeHeaders(req.headers) }),
    );
    reply.status(response.status);
    response.headers.forEach((value, key) => {
      if (key !== 'set-cookie') reply.header(key, value);
    });
    forwardCookies(reply, response.headers.getSetCookie());
    return reply.send(await response.text());
  });
};
