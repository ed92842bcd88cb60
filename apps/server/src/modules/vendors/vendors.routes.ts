import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createVendorBodySchema,
  idParamsSchema,
  listVendorsQuerySchema,
  ok,
  page,
  updateVendorBodySchema,
  vendorDashboardSchema,
  vendorEventSchema,
  vendorSchema,
} from '@rampart/contracts';
import { findVendor, listVendors } from '@rampart/db';
import { actorOf, requireActor } from '../../auth/actor.ts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../errors.ts';
import { createVendor } from './create-vendor.ts';
import { deleteVendor } from './delete-vendor.ts';
import { pageQuerySchema } from './page-query.ts';
import { getVendorDashboard } from './get-vendor-dashboard.ts';
import { listVendorTimeline } from './list-vendor-events.ts';
import { updateVendor } from './update-vendor.ts';
import { vendorDocumentRoutes } from './vendor-documents.routes.ts';
import { endOfDay } from './vendor-fields.ts';
import { vendorFileRoutes } from './vendor-files.routes.ts';
import { vendorIntegrationRoutes } from './vendor-integration.routes.ts';
import { presentVendor, presentVendorEvent } from './vendor.presenter.ts';

export const vendorsRoutes = async (app: FastifyInstance, deps: Deps): Promise<void> => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const read = requireActor(deps.auth, db, 'vendors:read');
  const write = requireActor(deps.auth, db, 'vendors:write');
  const tags = ['vendors'];
  const one = ok(vendorSchema);

  r.get(
    '/api/vendors',
    {
      preHandler: read,
      schema: {
        tags,
        querystring: listVendorsQuerySchema,
        response: { 200: ok(page(vendorSchema)) },
      },
    },
    async (req) => {
      const actor = actorOf(req);
      const now = new Date();
      const result = await listVendors(db, actor.organizationId, req.query, endOfDay(now));
      return {
        success: true as const,
        data: {
          items: result.rows.map((row) => presentVendor(row, actor, now)),
          total: result.total,
          nextCursor: result.nextCursor,
        },
      };
    },
  );

  r.get(
    '/api/vendors/dashboard',
    { preHandler: read, schema: { tags, response: { 200: ok(vendorDashboardSchema) } } },
    async (req) => ({
      success: true as const,
      data: await getVendorDashboard({ db, organizationId: actorOf(req).organizationId }),
    }),
  );

  r.get(
    '/api/vendors/:id',
    { preHandler: read, schema: { tags, params: idParamsSchema, response: { 200: one } } },
    async (req) => {
      const actor = actorOf(req);
      const row = await findVendor(db, actor.organizationId, req.params.id);
      if (!row) throw notFound('Vendor');
      return { success: true as const, data: presentVendor(row, actor) };
    },
  );

  r.post(
    '/api/vendors',
    { preHandler: write, schema: { tags, body: createVendorBodySchema, response: { 200: one } } },
    async (req) => {
      const actor = actorOf(req);
      const row = await createVendor({ actor, input: req.body, db });
      return { success: true as const, data: presentVendor(row, actor) };
    },
  );

  r.patch(
    '/api/vendors/:id',
    {
      preHandler: write,
      schema: {
        tags,
        params: idParamsSchema,
        body: updateVendorBodySchema,
        response: { 200: one },
      },
    },
    async (req) => {
      const actor = actorOf(req);
      const row = await updateVendor({ actor, id: req.params.id, patch: req.body, db });
      return { success: true as const, data: presentVendor(row, actor) };
    },
  );

  r.delete(
    '/api/vendors/:id',
    {
      preHandler: write,
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: ok(z.object({ deleted: z.array(z.string()) })) },
      },
    },
    async (req) => ({
      success: true as const,
      data: { deleted: [await deleteVendor({ actor: actorOf(req), id: req.params.id, db })] },
    }),
  );

  r.get(
    '/api/vendors/:id/events',
    {
      preHandler: read,
      schema: {
        tags,
        params: idParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: ok(page(vendorEventSchema)) },
      },
    },
    async (req) => {
      const actor = actorOf(req);
      const result = await listVendorTimeline({
        actor,
        vendorId: req.params.id,
        query: req.query,
        db,
      });
      return {
        success: true as const,
        data: {
          items: result.rows.map(presentVendorEvent),
          total: result.total,
          nextCursor: result.nextCursor,
        },
      };
    },
  );

  await vendorDocumentRoutes(app, deps);
  await vendorFileRoutes(app, deps);
  await vendorIntegrationRoutes(app, deps);
};
