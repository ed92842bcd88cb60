import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { countTrustPageView } from '@rampart/db';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../../deps.ts';
import { trustPageUrl } from '../trust-center-view.ts';
import { downloadHeaders } from '../../../platform/files/download-headers.ts';
import { buildPublicView } from './build-public-view.ts';
import { openTrustFile } from './open-trust-file.ts';
import { renderAccessMessage } from './render-access-pages.ts';
import { renderTrustPage } from './render-page.ts';
import { renderLlmsTxt, renderSecurityTxt } from './render-texts.ts';
import { trustPublicKit, type FoundTrustCenter, type TrustSite } from './trust-public-kit.ts';

export { TRUST_PAGE_RATE_LIMIT } from './trust-public-kit.ts';
/** security.txt says how long it holds (RFC 9116 §2.5.5): it is made fresh, so not for long. */
const SECURITY_TXT_DAYS = 90;

const slugParams = z.object({ slug: z.string().max(64) });
const fileParams = z.object({ kind: z.string().max(32), recordId: z.string().max(64) });
const pageQuery = z.object({ preview: z.enum(['1']).optional() });

/**
 * The public trust centre (issue 24 point 1): server-rendered HTML, readable without JavaScript,
 * at `/trust/{slug}` and at the root of each hostname TRUST_HOSTS names. No session is needed;
 * a member of the organisation who may read it previews drafts with `?preview=1`, and an
 * approved visitor's cookie opens the restricted files. A page that is off, and one that does
 * not exist, answer the same 404.
 */
export const trustPageRoutes = async (app: FastifyInstance, deps: Deps): Promise<void> => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const kit = trustPublicKit(deps);
  const { admit, notFound } = kit;

  const { sendCached } = kit;

  const page = async (
    req: FastifyRequest,
    reply: FastifyReply,
    found: FoundTrustCenter,
    at: { basePath: string; url: string },
  ) => {
    const { center, preview } = found;
    const grant = preview ? null : await kit.grantOf(req, center);
    // A view is counted per day and nothing else about the visitor (issue 24 point 6); the
    // team's own previews are not views.
    if (!preview) {
      await countTrustPageView(db, center.organizationId, new Date().toISOString().slice(0, 10));
    }
    const view = await buildPublicView(db, center, {
      now: new Date(),
      preview,
      ...at,
      viewer: grant,
      requestsOpen: deps.mailer !== null,
    });
    // Shared caches must not answer one visitor with another's page; the sign-out form posts
    // back with its origin (no-referrer, the app's policy, would send `null`), and no other
    // site learns which page a visitor came from.
    reply.header('vary', 'cookie').header('referrer-policy', 'same-origin');
    return sendCached(
      req,
      reply,
      renderTrustPage(view),
      'text/html; charset=utf-8',
      preview || grant !== null,
    );
  };

  const securityTxt = (
    req: FastifyRequest,
    reply: FastifyReply,
    found: FoundTrustCenter,
    url: string,
  ) => {
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

  const llmsTxt = async (
    req: FastifyRequest,
    reply: FastifyReply,
    found: FoundTrustCenter,
    url: string,
  ) => {
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
    site: TrustSite,
    params: { kind: string; recordId: string },
  ) => {
    const found = await kit.find(req, site.slugOf(req));
    if (!found) return notFound(reply);
    const opened = await openTrustFile({
      db,
      storage: deps.storage,
      center: found.center,
      kind: params.kind,
      recordId: params.recordId,
      ip: req.ip,
      grant: await kit.grantOf(req, found.center),
    });
    if (!opened) return notFound(reply);
    if (opened.kind === 'unmarkable') {
      const frame = { title: found.center.title, basePath: site.basePathOf(found.center) };
      return reply
        .code(409)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(renderAccessMessage(frame, 'unmarkable'));
    }
    return reply.headers(downloadHeaders(opened.file)).send(opened.body);
  };

  /** The page's absolute address on a site: the app's `/trust/{slug}`, or the hostname's root. */
  const urlOf = (site: TrustSite, found: FoundTrustCenter) =>
    site.constraints
      ? `https://${site.constraints.host}`
      : trustPageUrl(deps.config.publicUrl, found.center.slug);

  for (const site of kit.sites) {
    const { prefix, constraints } = site;
    const schema = {
      tags: ['trust-centre'],
      hide: true,
      ...(prefix ? { params: slugParams } : {}),
    };
    const opts = { constraints, preHandler: admit, schema };

    r.get(
      prefix || '/',
      { ...opts, schema: { ...schema, querystring: pageQuery } },
      async (req, reply) => {
        const found = await kit.find(req, site.slugOf(req), req.query.preview === '1');
        if (!found) return notFound(reply);
        return page(req, reply, found, {
          basePath: site.basePathOf(found.center),
          url: urlOf(site, found),
        });
      },
    );
    r.get(
      `${prefix}/files/:kind/:recordId`,
      {
        ...opts,
        // A HEAD would make (and log) a copy nobody takes.
        exposeHeadRoute: false,
        schema: { ...schema, params: prefix ? slugParams.merge(fileParams) : fileParams },
      },
      async (req, reply) => file(req, reply, site, req.params),
    );
    const txtPaths = constraints
      ? ['/.well-known/security.txt', '/security.txt']
      : [`${prefix}/security.txt`];
    for (const path of txtPaths) {
      r.get(path, opts, async (req, reply) => {
        const found = await kit.find(req, site.slugOf(req));
        return found ? securityTxt(req, reply, found, urlOf(site, found)) : notFound(reply);
      });
    }
    r.get(`${prefix}/llms.txt`, opts, async (req, reply) => {
      const found = await kit.find(req, site.slugOf(req));
      return found ? llmsTxt(req, reply, found, urlOf(site, found)) : notFound(reply);
    });
    if (constraints) {
      // Nothing else lives on this hostname: any other path (robots.txt too) is the trust
      // centre's 404, never the web app's shell, whose 200 a reader would take for a privacy
      // policy, terms or a DPA of the organisation's.
      r.get('/*', opts, async (_req, reply) => notFound(reply));
    }
  }
};
