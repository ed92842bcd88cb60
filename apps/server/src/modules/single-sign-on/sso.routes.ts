import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ok,
  saveOidcConnectionBodySchema,
  ssoDiscoverBodySchema,
  ssoDiscoverResponseSchema,
  ssoSettingsSchema,
  ssoStartBodySchema,
  ssoStartResponseSchema,
  saveSamlConnectionBodySchema,
  samlAcsBodySchema,
  samlOrganizationParamsSchema,
  SSO_CALLBACK_PATH,
  type Permission,
} from '@rampart/contracts';
import { actorOf, requireActor } from '../../auth/actor.ts';
import { forwardCookies } from '../../auth/auth-headers.ts';
import { makeLimiter, rateLimited, takePoint } from '../../auth/limiters.ts';
import type { Deps } from '../../deps.ts';
import { discoverSignIn } from './discover-sign-in.ts';
import { finishSso } from './finish-sso.ts';
import { removeSsoConnection } from './remove-sso-connection.ts';
import { saveOidcConnection } from './save-oidc-connection.ts';
import { saveSamlConnection } from './save-saml-connection.ts';
import { finishSamlSignIn } from './finish-saml-sign-in.ts';
import { receiveSamlResponse } from './receive-saml-response.ts';
import { serviceProviderMetadata } from './service-provider-metadata.ts';
import { ssoSettings } from './sso-settings.ts';
import { SSO_BROWSER_COOKIE, startSso } from './start-sso.ts';
import { acceptFormBodies } from '../../platform/routes/form-bodies.ts';

/** Sign-ins started per address per minute: each one stores a state until it expires. */
const STARTS_PER_MINUTE = 20;

/**
 * Single sign-on: the organisation's identity provider (Organization settings), and the public
 * sign-in through it (the sign-in page asks how an email signs in, starts, and the provider
 * answers on the callback).
 */
export const ssoRoutes = async (app: FastifyInstance, deps: Deps): Promise<void> => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const { publicUrl } = deps.config;
  const can = (...anyOf: Permission[]) => requireActor(deps.auth, db, ...anyOf);
  const tags = ['single sign-on'];
  const base = '/api/organizations/current/sso';
  const secure = new URL(publicUrl).protocol === 'https:';
  const cookieOptions = { path: '/api/auth/sso', httpOnly: true, sameSite: 'lax', secure } as const;
  const starts = makeLimiter(deps.redis, 'rampart:sso:start', STARTS_PER_MINUTE, 60);
  // Each response posted to an ACS is a signature to check: as many as sign-ins started.
  const responses = makeLimiter(deps.redis, 'rampart:sso:acs', STARTS_PER_MINUTE, 60);

  r.get(
    base,
    {
      preHandler: can('organization:manage', 'security:manage'),
      schema: { tags, response: { 200: ok(ssoSettingsSchema) } },
    },
    async (req) => ({
      success: true as const,
      data: await ssoSettings(db, actorOf(req), publicUrl),
    }),
  );

  r.put(
    base,
    {
      preHandler: can('security:manage'),
      schema: {
        tags,
        body: saveOidcConnectionBodySchema,
        response: { 200: ok(ssoSettingsSchema) },
      },
    },
    async (req) => ({
      success: true as const,
      data: await saveOidcConnection({
        actor: actorOf(req),
        input: req.body,
        db,
        oidc: deps.oidc,
        secrets: deps.secrets,
        publicUrl,
      }),
    }),
  );

  r.delete(
    base,
    {
      preHandler: can('security:manage'),
      schema: { tags, response: { 200: ok(z.object({ done: z.literal(true) })) } },
    },
    async (req) => {
      await removeSsoConnection({ actor: actorOf(req), db });
      return { success: true as const, data: { done: true as const } };
    },
  );

  r.post(
    '/api/auth/sso/discover',
    {
      schema: {
        tags,
        body: ssoDiscoverBodySchema,
        response: { 200: ok(ssoDiscoverResponseSchema) },
      },
    },
    async (req) => ({ success: true as const, data: await discoverSignIn(db, req.body) }),
  );

  r.post(
    '/api/auth/sso/start',
    {
      schema: { tags, body: ssoStartBodySchema, response: { 200: ok(ssoStartResponseSchema) } },
    },
    async (req, reply) => {
      const wait = await takePoint(starts, req.ip);
      if (wait !== null) {
        throw rateLimited(wait, (m) => `Too many sign-ins from here. Try again in ${m} minute(s).`);
      }
      return {
        success: true as const,
        data: await startSso({
          input: req.body,
          db,
          oidc: deps.oidc,
          secrets: deps.secrets,
          publicUrl,
          setBrowserCookie: (value, maxAge) =>
            reply.setCookie(SSO_BROWSER_COOKIE, value, { ...cookieOptions, maxAge }),
        }),
      };
    },
  );

  r.put(
    `${base}/saml`,
    {
      preHandler: can('security:manage'),
      schema: {
        tags,
        body: saveSamlConnectionBodySchema,
        response: { 200: ok(ssoSettingsSchema) },
      },
    },
    async (req) => ({
      success: true as const,
      data: await saveSamlConnection({
        actor: actorOf(req),
        input: req.body,
        db,
        providers: deps.oidc,
        publicUrl,
      }),
    }),
  );

  // Rampart's SAML service provider metadata for an organisation, for its provider to import.
  r.get(
    '/api/auth/sso/saml/:organizationId/metadata',
    { schema: { tags, params: samlOrganizationParamsSchema } },
    async (req, reply) => {
      const xml = await serviceProviderMetadata(db, publicUrl, req.params.organizationId);
      return reply.type('application/samlmetadata+xml; charset=utf-8').send(xml);
    },
  );

  // The provider's form POST (cross-site, so without Rampart's cookies or a JSON body): its own
  // scope parses the form, for this route only; the signed response is the proof.
  await app.register(async (acsScope) => {
    acceptFormBodies(acsScope, 1024 * 1024);
    acsScope.withTypeProvider<ZodTypeProvider>().post(
      '/api/auth/sso/saml/:organizationId/acs',
      {
        config: { crossSite: true },
        schema: {
          tags,
          params: samlOrganizationParamsSchema,
          body: samlAcsBodySchema,
        },
      },
      async (req, reply) => {
        const wait = await takePoint(responses, req.ip);
        if (wait !== null) return reply.redirect('/auth/login?sso=refused', 303);
        const outcome = await receiveSamlResponse({
          organizationId: req.params.organizationId,
          body: req.body,
          request: req,
          db,
          auth: deps.auth,
          sessionCache: deps.sessionCache,
          publicUrl,
        });
        forwardCookies(reply, outcome.cookies);
        return reply.redirect(outcome.location, 303);
      },
    );
  });

  // The browser, back from the ACS: the same browser that started, with its cookie.
  r.get(
    '/api/auth/sso/saml/finish',
    { schema: { tags, querystring: z.object({ token: z.string().max(4000).optional() }) } },
    async (req, reply) => {
      const outcome = await finishSamlSignIn({
        token: req.query.token ?? '',
        browserCookie: req.cookies[SSO_BROWSER_COOKIE],
        request: req,
        db,
        auth: deps.auth,
        sessionCache: deps.sessionCache,
      });
      reply.clearCookie(SSO_BROWSER_COOKIE, cookieOptions);
      forwardCookies(reply, outcome.cookies);
      return reply.redirect(outcome.location, 303);
    },
  );

  // The provider sends the browser here with a code and the state (or an error).
  r.get(
    SSO_CALLBACK_PATH,
    {
      schema: {
        tags,
        // As the provider sends it; finishSso reads the URL itself (a repeated name included).
        querystring: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
      },
    },
    async (req, reply) => {
      const outcome = await finishSso({
        request: req,
        browserCookie: req.cookies[SSO_BROWSER_COOKIE],
        db,
        oidc: deps.oidc,
        secrets: deps.secrets,
        auth: deps.auth,
        sessionCache: deps.sessionCache,
        publicUrl,
      });
      reply.clearCookie(SSO_BROWSER_COOKIE, cookieOptions);
      forwardCookies(reply, outcome.cookies);
      return reply.redirect(outcome.location, 303);
    },
  );
};
