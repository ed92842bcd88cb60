import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createWebhookEndpointBodySchema,
  idParamsSchema,
  listQuerySchema,
  ok,
  page,
  updateWebhookEndpointBodySchema,
  webhookDeliveryDetailSchema,
  webhookDeliverySchema,
  webhookEndpointSchema,
  webhookEndpointWithSecretSchema,
} from '@rampart/contracts';
import {
  findWebhookDelivery,
  findWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  redeliverWebhook,
} from '@rampart/db';
import { actorOf, requireActor } from '../../auth/actor.ts';
import type { Deps } from '../../deps.ts';
import { pageOf } from '../../platform/routes/pages.ts';
import { AppError, notFound } from '../../errors.ts';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  rotateWebhookSecret,
  sendTestWebhook,
  switchedOff,
  updateWebhookEndpoint,
} from './webhook-endpoints.ts';
import {
  presentWebhookDelivery,
  presentWebhookDeliveryDetail,
  presentWebhookEndpoint,
} from './webhook.presenter.ts';

/**
 * Outgoing webhooks (issue 23 point 3, decision 042): the endpoints of the organisation, kept by
 * those who manage it, with each one's delivery log, a redelivery and a test event.
 */
export const webhooksRoutes = async (app: FastifyInstance, deps: Deps): Promise<void> => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const tags = ['webhooks'];
  const manage = requireActor(deps.auth, db, 'organization:manage');
  const base = '/api/webhooks/endpoints';
  const common = {
    db,
    secrets: deps.secrets,
    allowPrivateHosts: deps.config.fetch.allowPrivateHosts,
  };
  const withSecret = ok(webhookEndpointWithSecretSchema);

  r.get(
    base,
    {
      preHandler: manage,
      schema: {
        tags,
        querystring: listQuerySchema,
        response: { 200: ok(page(webhookEndpointSchema)) },
      },
    },
    async (req) => {
      const all = (await listWebhookEndpoints(db, actorOf(req).organizationId)).map(
        presentWebhookEndpoint,
      );
      return { success: true as const, data: pageOf(all, req.query) };
    },
  );

  r.post(
    base,
    {
      preHandler: manage,
      schema: { tags, body: createWebhookEndpointBodySchema, response: { 200: withSecret } },
    },
    async (req) => ({
      success: true as const,
      data: await createWebhookEndpoint({ ...common, actor: actorOf(req), input: req.body }),
    }),
  );

  r.get(
    `${base}/:id`,
    {
      preHandler: manage,
      schema: { tags, params: idParamsSchema, response: { 200: ok(webhookEndpointSchema) } },
    },
    async (req) => {
      const row = await findWebhookEndpoint(db, actorOf(req).organizationId, req.params.id);
      if (!row) throw notFound('Webhook endpoint');
      return { success: true as const, data: presentWebhookEndpoint(row) };
    },
  );

  r.patch(
    `${base}/:id`,
    {
      preHandler: manage,
      schema: {
        tags,
        params: idParamsSchema,
        body: updateWebhookEndpointBodySchema,
        response: { 200: ok(webhookEndpointSchema) },
      },
    },
    async (req) => ({
      success: true as const,
      data: await updateWebhookEndpoint({
        ...common,
        actor: actorOf(req),
        id: req.params.id,
        input: req.body,
      }),
    }),
  );

  r.delete(
    `${base}/:id`,
    {
      preHandler: manage,
      schema: { tags, params: idParamsSchema, response: { 200: ok(z.object({ id: z.string() })) } },
    },
    async (req) => {
      await deleteWebhookEndpoint({ db, actor: actorOf(req), id: req.params.id });
      return { success: true as const, data: { id: req.params.id } };
    },
  );

  r.post(
    `${base}/:id/rotate-secret`,
    { preHandler: manage, schema: { tags, params: idParamsSchema, response: { 200: withSecret } } },
    async (req) => ({
      success: true as const,
      data: await rotateWebhookSecret({ ...common, actor: actorOf(req), id: req.params.id }),
    }),
  );

  r.post(
    `${base}/:id/test`,
    {
      preHandler: manage,
      schema: { tags, params: idParamsSchema, response: { 200: ok(webhookDeliverySchema) } },
    },
    async (req) => ({
      success: true as const,
      data: presentWebhookDelivery(
        await sendTestWebhook({ db, actor: actorOf(req), id: req.params.id }),
      ),
    }),
  );

  r.get(
    `${base}/:id/deliveries`,
    {
      preHandler: manage,
      schema: {
        tags,
        params: idParamsSchema,
        querystring: listQuerySchema,
        response: { 200: ok(page(webhookDeliverySchema)) },
      },
    },
    async (req) => {
      const actor = actorOf(req);
      if (!(await findWebhookEndpoint(db, actor.organizationId, req.params.id))) {
        throw notFound('Webhook endpoint');
      }
      const result = await listWebhookDeliveries(
        db,
        actor.organizationId,
        req.params.id,
        req.query,
      );
      return {
        success: true as const,
        data: { ...result, items: result.items.map(presentWebhookDelivery) },
      };
    },
  );

  r.get(
    '/api/webhooks/deliveries/:id',
    {
      preHandler: manage,
      schema: { tags, params: idParamsSchema, response: { 200: ok(webhookDeliveryDetailSchema) } },
    },
    async (req) => {
      const found = await findWebhookDelivery(db, actorOf(req).organizationId, req.params.id);
      if (!found) throw notFound('Delivery');
      return {
        success: true as const,
        data: presentWebhookDeliveryDetail(found.delivery, found.attempts),
      };
    },
  );

  r.post(
    '/api/webhooks/deliveries/:id/redeliver',
    {
      preHandler: manage,
      schema: { tags, params: idParamsSchema, response: { 200: ok(webhookDeliverySchema) } },
    },
    async (req) => {
      const row = await redeliverWebhook(db, actorOf(req).organizationId, req.params.id);
      if (!row) throw notFound('Delivery');
      if (row === 'off') throw switchedOff();
      if (row === 'sending') {
        throw new AppError('CONFLICT', 'It is being sent right now: look again in a moment.');
      }
      return { success: true as const, data: presentWebhookDelivery(row) };
    },
  );
};
