import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TRUST_KIND_SECTION, trustSubscribeFormSchema } from '@rampart/contracts';
import { listFrameworkSnapshots, listTrustItems } from '@rampart/db';
import type { Deps } from '../../../deps.ts';
import { readAllBytes, readStoredFile } from '../../../platform/files/file-storage.ts';
import { acceptFormBodies } from '../../../platform/routes/form-bodies.ts';
import {
  confirmSubscription,
  pendingSubscriptionOf,
  subscribeToUpdates,
  subscriberOfLink,
  unsubscribe,
} from '../feed/subscribe-to-updates.ts';
import { hiddenSectionsOf, trustSiteUrl } from '../trust-center-view.ts';
import { formatDay } from './format-values.ts';
import {
  renderFrameworkPage,
  renderSubscribeError,
  renderSubscribeSent,
  renderSubscriptionAction,
  renderSubscriptionMessage,
} from './render-feed.ts';
import { frameOf, trustPublicKit } from './trust-public-kit.ts';

const FORM_BODY_LIMIT = 4 * 1024;
const text = (v: unknown) => (typeof v === 'string' ? v.slice(0, 1000) : '');

/**
 * The trust page's other public pages (issue 24 points 1 and 6): each framework's requirement
 * status as frozen, the logo, and the subscription to updates (subscribe, confirm by the mailed
 * link, unsubscribe by the link in every update). Forms are plain HTML, taken at the forms' rate;
 * a link's GET shows a button and changes nothing.
 */
export const trustFeedPageRoutes = async (app: FastifyInstance, deps: Deps): Promise<void> => {
  const { db } = deps.database;
  const kit = trustPublicKit(deps);
  const { notFound, html } = kit;
  const subscriptionsOpen = deps.mailer !== null;
  const secret = deps.config.authSecret;

  await app.register(async (scope) => {
    acceptFormBodies(scope, FORM_BODY_LIMIT);
    for (const site of kit.sites) {
      const { prefix, constraints } = site;
      const schema = { tags: ['trust-centre'], hide: true };
      const form = { ...schema, consumes: ['application/x-www-form-urlencoded'] };
      const get = { constraints, preHandler: kit.admit, schema };
      const post = { constraints, preHandler: [kit.admit, kit.admitForm], schema: form };
      /** The live page, when it takes subscriptions (mail, and the updates section on). */
      const subscribable = async (req: FastifyRequest) => {
        const found = await kit.find(req, site.slugOf(req));
        if (!found || !subscriptionsOpen) return null;
        return hiddenSectionsOf(found.center).includes('updates') ? null : found;
      };
      const tokenOf = (req: FastifyRequest) => (req.params as { token: string }).token;

      scope.get(`${prefix}/frameworks/:frameworkId`, get, async (req, reply) => {
        const { frameworkId } = req.params as { frameworkId: string };
        const wantsPreview = (req.query as { preview?: string }).preview === '1';
        const found = await kit.find(req, site.slugOf(req), wantsPreview);
        if (!found || hiddenSectionsOf(found.center).includes(TRUST_KIND_SECTION.framework)) {
          return notFound(reply);
        }
        const { center, preview } = found;
        const states = preview ? ['published', 'draft'] : ['published'];
        const item = (await listTrustItems(db, center.organizationId, states)).find(
          (i) => i.kind === 'framework' && i.recordId === frameworkId,
        );
        const snapshot = item
          ? (await listFrameworkSnapshots(db, center.organizationId)).find(
              (s) => s.frameworkId === frameworkId,
            )
          : undefined;
        if (!item || !snapshot) return notFound(reply);
        const page = renderFrameworkPage(
          frameOf(site, found.center),
          {
            name: item.publicTitle || snapshot.frameworkName,
            version: snapshot.frameworkVersion,
            asOf: snapshot.takenAt.toISOString(),
            percentMet: snapshot.summary.percentMet,
            requirements: snapshot.requirements,
            preview: preview || item.state !== 'published',
          },
          formatDay,
        );
        reply.header('referrer-policy', 'same-origin');
        return kit.sendCached(req, reply, page, 'text/html; charset=utf-8', preview);
      });

      // The logo, for the page and for the team's own screen while the page is not live yet.
      scope.get(`${prefix}/logo`, get, async (req, reply) => {
        const found = await kit.find(req, site.slugOf(req), true);
        const center = found?.center;
        if (!center?.logoStorageKey || !center.logoContentType) return notFound(reply);
        const body = await readAllBytes(
          await readStoredFile(
            deps.storage,
            { storage: center.logoStorage, storageKey: center.logoStorageKey },
            'the logo',
          ),
        );
        reply
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; sandbox");
        // Cached by anyone only while the page is public; the team's copy of an unpublished
        // page's logo stays theirs.
        return kit.sendCached(req, reply, body, center.logoContentType, !center.live);
      });

      scope.post(`${prefix}/subscribe`, post, async (req, reply) => {
        const found = await subscribable(req);
        if (!found || kit.crossSite(req)) return notFound(reply);
        const frame = frameOf(site, found.center);
        const email = text((req.body as Record<string, unknown> | undefined)?.email);
        const parsed = trustSubscribeFormSchema.safeParse({ email });
        if (!parsed.success) {
          const error = parsed.error.issues[0]?.message ?? 'Give an email address';
          const action = `${frame.basePath}/subscribe`;
          return html(reply, 400, renderSubscribeError(frame, { action, email, error }));
        }
        await subscribeToUpdates({
          db,
          center: found.center,
          email: parsed.data.email,
          ip: req.ip,
          siteUrl: trustSiteUrl(deps.config.publicUrl, deps.config.trustHosts, found.center.slug),
        });
        deps.mailOutbox.soon();
        return html(reply, 200, renderSubscribeSent(frame, parsed.data.email));
      });

      scope.get(`${prefix}/subscribe/:token`, get, async (req, reply) => {
        const found = await subscribable(req);
        if (!found) return notFound(reply);
        const frame = frameOf(site, found.center);
        const row = await pendingSubscriptionOf(db, found.center, tokenOf(req));
        if (!row) return html(reply, 404, renderSubscriptionMessage(frame, 'gone'));
        const action = `${frame.basePath}/subscribe/${tokenOf(req)}`;
        return html(
          reply,
          200,
          renderSubscriptionAction(frame, { action, kind: 'confirm', email: row.email }),
        );
      });

      scope.post(`${prefix}/subscribe/:token`, post, async (req, reply) => {
        const found = await subscribable(req);
        if (!found || kit.crossSite(req)) return notFound(reply);
        const frame = frameOf(site, found.center);
        const done = await confirmSubscription({ db, center: found.center, token: tokenOf(req) });
        return done
          ? html(reply, 200, renderSubscriptionMessage(frame, 'confirmed'))
          : html(reply, 404, renderSubscriptionMessage(frame, 'gone'));
      });

      // Unsubscribing works while the page is live, even with the updates section off or no
      // mail any more: a person who wants no more mail is never told to wait.
      scope.get(`${prefix}/unsubscribe/:token`, get, async (req, reply) => {
        const found = await kit.find(req, site.slugOf(req));
        if (!found) return notFound(reply);
        const frame = frameOf(site, found.center);
        const row = await subscriberOfLink(db, found.center, secret, tokenOf(req));
        if (!row) return html(reply, 404, renderSubscriptionMessage(frame, 'gone'));
        const action = `${frame.basePath}/unsubscribe/${tokenOf(req)}`;
        return html(
          reply,
          200,
          renderSubscriptionAction(frame, { action, kind: 'unsubscribe', email: row.email }),
        );
      });

      // Also the one-click unsubscribe of RFC 8058, which mail providers post from their own
      // servers: no same-site check here (the link's HMAC is the proof), and the page's limit
      // rather than the forms', since one provider posts for many of its users.
      const oneClick = { constraints, preHandler: kit.admit, schema: form };
      scope.post(`${prefix}/unsubscribe/:token`, oneClick, async (req, reply) => {
        const found = await kit.find(req, site.slugOf(req));
        if (!found) return notFound(reply);
        const frame = frameOf(site, found.center);
        const done = await unsubscribe({ db, center: found.center, secret, token: tokenOf(req) });
        return done
          ? html(reply, 200, renderSubscriptionMessage(frame, 'unsubscribed'))
          : html(reply, 404, renderSubscriptionMessage(frame, 'gone'));
      });
    }
  });
};
