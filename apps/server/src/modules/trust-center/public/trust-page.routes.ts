import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ROLES, TRUST_SLUG_PATTERN } from '@rampart/contracts';
import { findActorMembership, findTrustCenterBySlug, type TrustCenterRow } from '@rampart/db';
import { hasPermission, permissionsForRole } from '@rampart/domain';
import { loadPrincipal } from '../../../auth/actor.ts';
import { makeLimiter, rateLimited, takePoint } from '../../../auth/limiters.ts';
import type { Deps } from '../../../deps.ts';
import { trustPageUrl } from '../trust-center-view.ts';
import { downloadHeaders } from '../../../platform/files/download-headers.ts';
import { buildPublicView } from './build-public-view.ts';
import { openTrustFile } from './open-trust-file.ts';
import { renderNotFoundPage } from './not-found-page.ts';
import { renderTrustPage } from './render-page.ts';
import { renderLlmsTxt, renderSecurityTxt } from './render-texts.ts';

/** A visitor reads a page a few times a minute; a crawler or a script hammering it is slowed. */
export const TRUST_PAGE_RATE_LIMIT = { points: 300, seconds: 300 } as const;
/** security.txt says how long it holds (RFC 9116 §2.5.5): it is made fresh, so not for long. */
const SECURITY_TXT_DAYS = 90;

const slugParams = z.object({ slug: z.string().max(64) });
const fileParams = z.object({ kind: z.string().max(32), recordId: z.string().max(64) });
const pageQuery = z.object({ preview: z.enum(['1']).optional() });

type Found = { center: TrustCenterRow; preview: boolean };

/**
 * The public trust centre (issue 24 point 1): server-rendered HTML, readable without JavaScript,
 * at `/trust/{slug}` and at the root of each hostname TRUST_HOSTS names. No session is needed;
 * a member of the organisation who may read it previews drafts with `?preview=1`. A page that
 * is off, and one that does not exist, answer the same 404.
 */
export const trustPageRoutes = async (app: FastifyInstance, deps: Deps): Promise<void> => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const limiter = makeLimiter(
    deps.redis,
    'rampart:trust:ip',
    TRUST_PAGE_RATE_LIMIT.points,
    TRUST_PAGE_RATE_LIMIT.seconds,
  );
  const admit = async (req: FastifyRequest) => {
    const wait = await takePoint(limiter, req.ip);
    if (wait !== null) {
      throw rateLimited(wait, (m) => `Too many requests. Try again in ${m} minute(s).`);
    }
  };

  /** Whether the signed-in person, if any, may see the organisation's drafts. */
  const mayPreview = async (req: FastifyRequest, organizationId: string) => {
    const principal = await loadPrincipal(deps.auth, req).catch(() => null);
    if (!principal) return false;
    const membership = await findActorMembership(db, principal.userId, organizationId);
    if (!membership || membership.organizationId !== organizationId) return false;
    const role = ROLES.find((r) => r === membership.role);
    return role !== undefined && hasPermission(permissionsForRole(role), 'frameworks:read');
  };

  const find = async (req: FastifyRequest, slug: string, wantsPreview: boolean) => {
    if (!TRUST_SLUG_PATTERN.test(slug)) return null;
    const center = await findTrustCenterBySlug(db, slug);
    if (!center) return null;
    const preview = wantsPreview && (await mayPreview(req, center.organizationId));
    return center.live || preview ? ({ center, preview } satisfies Found) : null;
  };

  const notFound = (reply: FastifyReply) =>
    reply
      .code(404)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderNotFoundPage());

  /** Sends text with a strong ETag of its bytes; a matching If-None-Match gets 304. */
  const sendCached = (
    req: FastifyRequest,
    reply: FastifyReply,
    body: string,
    type: string,
    preview: boolean,
  ) => {
    reply.type(type);
    if (preview) {
      // The team's preview shows drafts: never kept by a browser or a cache in between.
      return reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex').send(body);
    }
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    reply.header('etag', etag).header('cache-control', 'public, max-age=60, must-revalidate');
    if (req.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.send(body);
  };

  const page = async (
    req: FastifyRequest,
    reply: FastifyReply,
    found: Found,
    at: { basePath: string; url: string },
  ) => {
    const { center, preview } = found;
    const view = await buildPublicView(db, center, { now: new Date(), preview, ...at });
    return sendCached(req, reply, renderTrustPage(view), 'text/html; charset=utf-8', preview);
  };

  const securityTxt = (req: FastifyRequest, reply: FastifyReply, found: Found, url: string) => {
    if (!found.center.contactEmail) return notFound(reply);
    const expires = new Date(Date.now() + SECURITY_TXT_DAYS * 86_400_000);
    expires.setUTCHours(0, 0, 0, 0);
    const body = renderSecurityTxt({
      contactEmail: found.center.contactEmail,
      url,
      canonical: `${url}/security.txt`,
      expires,
    });
    return sendCached(req, reply, body, 'text/plain; charset=utf-8', false);
  };

  const llmsTxt = async (req: FastifyRequest, reply: FastifyReply, found: Found, url: string) => {
    const view = await buildPublicView(db, found.center, {
      now: new Date(),
      preview: false,
      basePath: '',
      url,
    });
    return sendCached(req, reply, renderLlmsTxt(view), 'text/plain; charset=utf-8', false);
  };

  /** A file of the page, or the page's 404: never a hint that a record exists. */
  const file = async (
    req: FastifyRequest,
    reply: FastifyReply,
    found: Found | null,
    params: { kind: string; recordId: string },
  ) => {
    const opened = found
      ? await openTrustFile({
          db,
          storage: deps.storage,
          center: found.center,
          kind: params.kind,
          recordId: params.recordId,
          ip: req.ip,
        })
      : null;
    if (!opened) return notFound(reply);
    return reply.headers(downloadHeaders(opened.file)).send(opened.body);
  };

  const schema = { tags: ['trust-centre'], hide: true, params: slugParams };

  r.get(
    '/trust/:slug',
    { preHandler: admit, schema: { ...schema, querystring: pageQuery } },
    async (req, reply) => {
      const found = await find(req, req.params.slug, req.query.preview === '1');
      if (!found) return notFound(reply);
      const { slug } = found.center;
      return page(req, reply, found, {
        basePath: `/trust/${slug}`,
        url: trustPageUrl(deps.config.publicUrl, slug),
      });
    },
  );
  r.get(
    '/trust/:slug/files/:kind/:recordId',
    { preHandler: admit, schema: { ...schema, params: slugParams.merge(fileParams) } },
    async (req, reply) => file(req, reply, await find(req, req.params.slug, false), req.params),
  );
  r.get('/trust/:slug/security.txt', { preHandler: admit, schema }, async (req, reply) => {
    const found = await find(req, req.params.slug, false);
    const url = found ? trustPageUrl(deps.config.publicUrl, found.center.slug) : '';
    return found ? securityTxt(req, reply, found, url) : notFound(reply);
  });
  r.get('/trust/:slug/llms.txt', { preHandler: admit, schema }, async (req, reply) => {
    const found = await find(req, req.params.slug, false);
    const url = found ? trustPageUrl(deps.config.publicUrl, found.center.slug) : '';
    return found ? llmsTxt(req, reply, found, url) : notFound(reply);
  });

  // A custom hostname shows its trust centre at its root (TRUST_HOSTS).
  for (const [host, slug] of deps.config.trustHosts) {
    const constraints = { host };
    const hostSchema = { tags: ['trust-centre'], hide: true };
    const origin = `https://${host}`;
    r.get('/', { constraints, preHandler: admit, schema: hostSchema }, async (req, reply) => {
      const found = await find(req, slug, false);
      return found ? page(req, reply, found, { basePath: '', url: origin }) : notFound(reply);
    });
    for (const path of ['/.well-known/security.txt', '/security.txt']) {
      r.get(path, { constraints, preHandler: admit, schema: hostSchema }, async (req, reply) => {
        const found = await find(req, slug, false);
        return found ? securityTxt(req, reply, found, origin) : notFound(reply);
      });
    }
    r.get(
      '/llms.txt',
      { constraints, preHandler: admit, schema: hostSchema },
      async (req, reply) => {
        const found = await find(req, slug, false);
        return found ? llmsTxt(req, reply, found, origin) : notFound(reply);
      },
    );
    r.get(
      '/files/:kind/:recordId',
      { constraints, preHandler: admit, schema: { ...hostSchema, params: fileParams } },
      async (req, reply) => file(req, reply, await find(req, slug, false), req.params),
    );
    // Nothing else lives on this hostname: any other path (robots.txt too) is the trust
    // centre's 404, never the web app's shell, whose 200 a reader would take for a privacy
    // policy, terms or a DPA of the organisation's.
    r.get('/*', { constraints, preHandler: admit, schema: hostSchema }, async (_req, reply) =>
      notFound(reply),
    );
  }
};
