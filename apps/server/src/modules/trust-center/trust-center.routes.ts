import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ok,
  putTrustItemBodySchema,
  trustDownloadListSchema,
  trustDownloadsQuerySchema,
  trustCenterSchema,
  trustCenterSettingsSchema,
  trustItemListSchema,
  trustItemParamsSchema,
  trustItemSchema,
  trustItemsQuerySchema,
  updateTrustCenterBodySchema,
} from '@rampart/contracts';
import { actorOf, requireActor } from '../../auth/actor.ts';
import type { Deps } from '../../deps.ts';
import { pageOf } from '../../platform/routes/pages.ts';
import { getTrustCenter } from './get-trust-center.ts';
import { listTrustDownloads } from './list-trust-downloads.ts';
import { listTrustItems } from './list-trust-items.ts';
import { putTrustItem } from './put-trust-item.ts';
import { updateTrustCenter } from './update-trust-center.ts';

/**
 * The team's side of the trust centre (issue 24): its settings, and each record's place on the
 * page. Read by those who read the frameworks; changed by those who manage the organisation,
 * since the page speaks for it in public.
 */
export const trustCenterRoutes = async (app: FastifyInstance, deps: Deps): Promise<void> => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const tags = ['trust-centre'];
  const read = requireActor(deps.auth, db, 'frameworks:read');
  const manage = requireActor(deps.auth, db, 'organization:manage');
  const base = '/api/trust-center';
  const site = { publicUrl: deps.config.publicUrl, trustHosts: deps.config.trustHosts };

  r.get(
    base,
    { preHandler: read, schema: { tags, response: { 200: ok(trustCenterSchema) } } },
    async (req) => ({
      success: true as const,
      data: await getTrustCenter({
        actor: actorOf(req),
        db,
        site,
        mail: deps.mailer !== null,
      }),
    }),
  );

  r.put(
    base,
    {
      preHandler: manage,
      schema: {
        tags,
        body: updateTrustCenterBodySchema,
        response: { 200: ok(trustCenterSettingsSchema) },
      },
    },
    async (req) => ({
      success: true as const,
      data: await updateTrustCenter({ actor: actorOf(req), input: req.body, db, site }),
    }),
  );

  r.get(
    `${base}/items`,
    {
      preHandler: read,
      schema: {
        tags,
        querystring: trustItemsQuerySchema,
        response: { 200: ok(trustItemListSchema) },
      },
    },
    async (req) => {
      const all = await listTrustItems({ actor: actorOf(req), db, kind: req.query.kind });
      return { success: true as const, data: pageOf(all, req.query) };
    },
  );

  r.put(
    `${base}/items/:kind/:recordId`,
    {
      preHandler: manage,
      schema: {
        tags,
        params: trustItemParamsSchema,
        body: putTrustItemBodySchema,
        response: { 200: ok(trustItemSchema) },
      },
    },
    async (req) => ({
      success: true as const,
      data: await putTrustItem({
        actor: actorOf(req),
        kind: req.params.kind,
        recordId: req.params.recordId,
        input: req.body,
        db,
      }),
    }),
  );

  // Who took which file, approved visitors by address: for those who decide on access.
  r.get(
    `${base}/downloads`,
    {
      preHandler: manage,
      schema: {
        tags,
        querystring: trustDownloadsQuerySchema,
        response: { 200: ok(trustDownloadListSchema) },
      },
    },
    async (req) => ({
      success: true as const,
      data: await listTrustDownloads({ actor: actorOf(req), db, query: req.query }),
    }),
  );
};
