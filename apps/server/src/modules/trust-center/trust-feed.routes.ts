import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createTrustUpdateBodySchema,
  ok,
  TRUST_LOGO_MAX_BYTES,
  trustAnalyticsQuerySchema,
  trustAnalyticsSchema,
  trustCenterSettingsSchema,
  trustFrameworkParamsSchema,
  trustFrameworkSnapshotListSchema,
  trustFrameworkSnapshotSchema,
  trustFrameworkSnapshotsQuerySchema,
  trustSubscriberListSchema,
  trustSubscriberParamsSchema,
  trustSubscribersQuerySchema,
  trustUpdateListSchema,
  trustUpdateParamsSchema,
  trustUpdateSchema,
  listQuerySchema,
} from '@rampart/contracts';
import { listTrustUpdates } from '@rampart/db';
import { z } from 'zod';
import { actorOf, requireActor } from '../../auth/actor.ts';
import type { Deps } from '../../deps.ts';
import { readUploadForm } from '../../platform/files/upload-form.ts';
import { pageOf } from '../../platform/routes/pages.ts';
import { removeTrustUpdate } from './feed/delete-trust-update.ts';
import { postTrustUpdate, presentTrustUpdate } from './feed/post-trust-update.ts';
import { trustAnalytics } from './feed/trust-analytics.ts';
import { removeTrustLogo, setTrustLogo } from './feed/trust-logo.ts';
import { listSubscribers, removeSubscriber } from './feed/trust-subscribers.ts';
import { listFrameworkSnapshotsFor, takeFrameworkSnapshot } from './take-framework-snapshot.ts';

const removed = ok(z.object({ id: z.string() }));

/**
 * The team's side of the trust centre's frozen framework figures, updates feed, subscribers,
 * logo and analytics (issue 24 points 1 and 6). Read by those who read the frameworks; changed
 * by those who manage the organisation; subscribers' addresses only for them.
 */
export const trustFeedRoutes = async (app: FastifyInstance, deps: Deps): Promise<void> => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const { storage } = deps;
  const tags = ['trust-centre'];
  const read = requireActor(deps.auth, db, 'frameworks:read');
  const manage = requireActor(deps.auth, db, 'organization:manage');
  const base = '/api/trust-center';
  const { publicUrl, trustHosts, authSecret } = deps.config;

  r.get(
    `${base}/frameworks`,
    {
      preHandler: read,
      schema: {
        tags,
        querystring: trustFrameworkSnapshotsQuerySchema,
        response: { 200: ok(trustFrameworkSnapshotListSchema) },
      },
    },
    async (req) => ({
      success: true as const,
      data: pageOf(await listFrameworkSnapshotsFor(db, actorOf(req)), req.query),
    }),
  );

  r.post(
    `${base}/frameworks/:frameworkId/snapshot`,
    {
      preHandler: manage,
      schema: {
        tags,
        params: trustFrameworkParamsSchema,
        response: { 200: ok(trustFrameworkSnapshotSchema) },
      },
    },
    async (req) => ({
      success: true as const,
      data: await takeFrameworkSnapshot({
        actor: actorOf(req),
        frameworkId: req.params.frameworkId,
        db,
      }),
    }),
  );

  r.get(
    `${base}/updates`,
    {
      preHandler: read,
      schema: { tags, querystring: listQuerySchema, response: { 200: ok(trustUpdateListSchema) } },
    },
    async (req) => {
      const rows = await listTrustUpdates(db, actorOf(req).organizationId);
      return { success: true as const, data: pageOf(rows.map(presentTrustUpdate), req.query) };
    },
  );

  r.post(
    `${base}/updates`,
    {
      preHandler: manage,
      schema: {
        tags,
        body: createTrustUpdateBodySchema,
        response: { 200: ok(trustUpdateSchema) },
      },
    },
    async (req) => {
      const update = await postTrustUpdate({
        actor: actorOf(req),
        input: req.body,
        db,
        mail: deps.mailer !== null,
        site: { publicUrl, trustHosts, secret: authSecret },
      });
      deps.mailOutbox.soon();
      return { success: true as const, data: update };
    },
  );

  r.delete(
    `${base}/updates/:id`,
    {
      preHandler: manage,
      schema: { tags, params: trustUpdateParamsSchema, response: { 200: removed } },
    },
    async (req) => ({
      success: true as const,
      data: await removeTrustUpdate({ actor: actorOf(req), id: req.params.id, db }),
    }),
  );

  r.get(
    `${base}/subscribers`,
    {
      preHandler: manage,
      schema: {
        tags,
        querystring: trustSubscribersQuerySchema,
        response: { 200: ok(trustSubscriberListSchema) },
      },
    },
    async (req) => ({
      success: true as const,
      data: await listSubscribers(db, actorOf(req), req.query),
    }),
  );

  r.delete(
    `${base}/subscribers/:id`,
    {
      preHandler: manage,
      schema: { tags, params: trustSubscriberParamsSchema, response: { 200: removed } },
    },
    async (req) => ({
      success: true as const,
      data: await removeSubscriber({ actor: actorOf(req), id: req.params.id, db }),
    }),
  );

  r.get(
    `${base}/analytics`,
    {
      preHandler: read,
      schema: {
        tags,
        querystring: trustAnalyticsQuerySchema,
        response: { 200: ok(trustAnalyticsSchema) },
      },
    },
    async (req) => ({
      success: true as const,
      data: await trustAnalytics(db, actorOf(req), req.query.days),
    }),
  );

  r.delete(
    `${base}/logo`,
    { preHandler: manage, schema: { tags, response: { 200: ok(trustCenterSettingsSchema) } } },
    async (req) => ({
      success: true as const,
      data: await removeTrustLogo({
        actor: actorOf(req),
        db,
        storage,
        site: { publicUrl, trustHosts },
      }),
    }),
  );

  // Only the logo upload reads multipart bodies: the parser lives in its own scope.
  await app.register(async (scope) => {
    await scope.register(multipart, { throwFileSizeLimit: true });
    scope.withTypeProvider<ZodTypeProvider>().put(
      `${base}/logo`,
      {
        preHandler: manage,
        schema: {
          tags,
          consumes: ['multipart/form-data'],
          response: { 200: ok(trustCenterSettingsSchema) },
        },
      },
      async (req) => {
        const form = await readUploadForm(req, storage.spoolDir, TRUST_LOGO_MAX_BYTES);
        return {
          success: true as const,
          data: await setTrustLogo({
            actor: actorOf(req),
            form,
            db,
            storage,
            site: { publicUrl, trustHosts },
          }),
        };
      },
    );
  });
};
