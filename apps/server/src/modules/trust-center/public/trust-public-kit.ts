import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ROLES, TRUST_SLUG_PATTERN } from '@rampart/contracts';
import { findActorMembership, findTrustCenterBySlug, type TrustCenterRow } from '@rampart/db';
import { hasPermission, permissionsForRole } from '@rampart/domain';
import { loadPrincipal } from '../../../auth/actor.ts';
import { makeLimiter, rateLimited, takePoint } from '../../../auth/limiters.ts';
import type { Deps } from '../../../deps.ts';
import { isCrossSite } from '../../../plugins/csrf.ts';
import { TRUST_GRANT_COOKIE } from '../access/trust-links.ts';
import { liveGrantOf } from '../access/trust-grant-session.ts';
import { renderNotFoundPage } from './not-found-page.ts';
import type { AccessPageFrame } from './render-access-pages.ts';

/** A visitor reads a page a few times a minute; a crawler or a script hammering it is slowed. */
export const TRUST_PAGE_RATE_LIMIT = { points: 300, seconds: 300 } as const;
/** Forms (requests, confirmations) from one address: a person sends a few, a script many. */
export const TRUST_FORM_RATE_LIMIT = { points: 10, seconds: 600 } as const;

export type FoundTrustCenter = { center: TrustCenterRow; preview: boolean };

/**
 * Where a trust centre answers: `/trust/{slug}` on the app's origin, or the root of a hostname
 * TRUST_HOSTS names. Routes are registered once per site; `slugOf` reads which page is meant.
 */
export type TrustSite = {
  /** The route prefix: `/trust/:slug`, or '' on a hostname of its own. */
  prefix: string;
  constraints?: { host: string };
  slugOf: (req: FastifyRequest) => string;
  /** The page's path as links on it are written: `/trust/acme`, or ''. */
  basePathOf: (center: TrustCenterRow) => string;
};

/** The frame of a visitor page on a site: the page's title, where its links point, its accent. */
export const frameOf = (site: TrustSite, center: TrustCenterRow): AccessPageFrame => ({
  title: center.title,
  basePath: site.basePathOf(center),
  accent: center.accentColor,
});

const kits = new WeakMap<Deps, ReturnType<typeof makeKit>>();

/**
 * What the public trust centre routes share: limits, finding the page, the 404, the grant. One
 * per app, so the page routes and the form routes count against the same limits.
 */
export const trustPublicKit = (deps: Deps) => {
  let kit = kits.get(deps);
  if (!kit) {
    kit = makeKit(deps);
    kits.set(deps, kit);
  }
  return kit;
};

const makeKit = (deps: Deps) => {
  const { db } = deps.database;
  const pages = makeLimiter(
    deps.redis,
    'rampart:trust:ip',
    TRUST_PAGE_RATE_LIMIT.points,
    TRUST_PAGE_RATE_LIMIT.seconds,
  );
  const forms = makeLimiter(
    deps.redis,
    'rampart:trust:form',
    TRUST_FORM_RATE_LIMIT.points,
    TRUST_FORM_RATE_LIMIT.seconds,
  );
  const limit = (limiter: typeof pages) => async (req: FastifyRequest) => {
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

  const sites: TrustSite[] = [
    {
      prefix: '/trust/:slug',
      slugOf: (req) => (req.params as { slug: string }).slug,
      basePathOf: (center) => `/trust/${center.slug}`,
    },
    ...[...deps.config.trustHosts].map(([host, slug]) => ({
      prefix: '',
      constraints: { host },
      slugOf: () => slug,
      basePathOf: () => '',
    })),
  ];

  return {
    sites,
    /** Every public trust route: the page's limit. */
    admit: limit(pages),
    /** Forms on top: the stricter limit. */
    admitForm: limit(forms),
    /** The live page at that slug, or, with `wantsPreview`, a member's preview of it. */
    async find(req: FastifyRequest, slug: string, wantsPreview = false) {
      if (!TRUST_SLUG_PATTERN.test(slug)) return null;
      const center = await findTrustCenterBySlug(db, slug);
      if (!center) return null;
      const preview = wantsPreview && (await mayPreview(req, center.organizationId));
      return center.live || preview ? ({ center, preview } satisfies FoundTrustCenter) : null;
    },
    /** The approved visitor the request's cookie names, on this trust centre. */
    grantOf: (req: FastifyRequest, center: TrustCenterRow) =>
      liveGrantOf(db, center, req.cookies[TRUST_GRANT_COOKIE]),
    /**
     * Whether a form post came from another site. A page whose referrer policy withholds the
     * origin makes the browser send `Origin: null` on its own forms; Sec-Fetch-Site (set by the
     * browser, never by a page) then says whether the form was this site's.
     */
    crossSite: (req: FastifyRequest) =>
      req.headers.origin === 'null'
        ? req.headers['sec-fetch-site'] !== 'same-origin'
        : isCrossSite(req, deps.config.trustedOrigins),
    /**
     * A visitor's page (a form, its answer): never cached or indexed, and its forms post back
     * with their origin (no-referrer, the app's policy, would send `null`).
     */
    html: (reply: FastifyReply, code: number, body: string) =>
      reply
        .code(code)
        .header('cache-control', 'no-store')
        .header('x-robots-tag', 'noindex')
        .header('referrer-policy', 'same-origin')
        .type('text/html; charset=utf-8')
        .send(body),
    /**
     * Sends a public page or text with a strong ETag of its bytes (a matching If-None-Match gets
     * 304); a `personal` one (the team's preview with drafts, an approved visitor's page with
     * their address) is never kept by a browser or a cache in between.
     */
    sendCached: (
      req: FastifyRequest,
      reply: FastifyReply,
      body: string | Buffer,
      type: string,
      personal: boolean,
    ) => {
      reply.type(type);
      if (personal) {
        return reply
          .header('cache-control', 'no-store')
          .header('x-robots-tag', 'noindex')
          .send(body);
      }
      const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
      reply.header('etag', etag).header('cache-control', 'public, max-age=60, must-revalidate');
      if (req.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.send(body);
    },
    /** A page that is off, and an address nobody has, answer the same. */
    notFound: (reply: FastifyReply) =>
      reply
        .code(404)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(renderNotFoundPage()),
  };
};
export type TrustPublicKit = ReturnType<typeof trustPublicKit>;
