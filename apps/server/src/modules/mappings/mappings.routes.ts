import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bulkMapBodySchema,
  bulkUpdateMappingsBodySchema,
  createMappingBodySchema,
  exportMappingsQuerySchema,
  listMappingsQuerySchema,
  mappingParamsSchema,
  mappingSchema,
  ok,
  page,
  updateMappingBodySchema,
} from '@rampart/contracts';
import { listMappings } from '@rampart/db';
import { actorOf, requireActor } from '../../auth/actor.ts';
import type { Deps } from '../../deps.ts';
import { sendExportFile } from '../../plugins/export-file.ts';
import { exportMappings } from './export-mappings.ts';
import { mapControls } from './map-controls.ts';
import { effectivenessOf, presentMapping } from './mapping.presenter.ts';
import { unmapControl } from './unmap-control.ts';
import { updateMappings } from './update-mappings.ts';

export const mappingsRoutes = async (app: FastifyInstance, deps: Deps): Promise<void> => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const read = requireActor(deps.auth, db, 'risks:read');
  const write = requireActor(deps.auth, db, 'risks:write');
  const tags = ['control-risk-mappings'];
  const base = '/api/control-risk-mappings';
  const one = ok(mappingSchema);
  const many = ok(z.array(mappingSchema));

  r.get(
    base,
    {
      preHandler: read,
      schema: {
        tags,
        querystring: listMappingsQuerySchema,
        response: { 200: ok(page(mappingSchema)) },
      },
    },
    async (req) => {
      const result = await listMappings(db, actorOf(req).organizationId, req.query);
      return {
        success: true as const,
        data: {
          items: result.rows.map(presentMapping),
          total: result.total,
          nextCursor: result.nextCursor,
        },
      };
    },
  );

  r.get(
    `${base}/export`,
    { preHandler: read, schema: { tags, querystring: exportMappingsQuerySchema } },
    async (req, reply) =>
      sendExportFile(reply, await exportMappings({ db, actor: actorOf(req), query: req.query })),
  );

  r.post(
    base,
    { preHandler: write, schema: { tags, body: createMappingBodySchema, response: { 200: one } } },
    async (req) => {
      const [m] = await mapControls({
        actor: actorOf(req),
        input: {
          riskId: req.body.riskId,
          controlIds: [req.body.controlId],
          effectiveness: effectivenessOf(req.body),
          mitigationImpact: req.body.mitigationImpact,
          rationale: req.body.rationale,
        },
        db,
      });
      return { success: true as const, data: presentMapping(m!) };
    },
  );

  r.post(
    `${base}/bulk`,
    { preHandler: write, schema: { tags, body: bulkMapBodySchema, response: { 200: many } } },
    async (req) => {
      const rows = await mapControls({
        actor: actorOf(req),
        input: req.body,
        db,
        field: 'controlIds',
      });
      return { success: true as const, data: rows.map(presentMapping) };
    },
  );

  r.patch(
    `${base}/bulk-update`,
    {
      preHandler: write,
      schema: { tags, body: bulkUpdateMappingsBodySchema, response: { 200: many } },
    },
    async (req) => {
      const rows = await updateMappings({
        actor: actorOf(req),
        updates: req.body.updates,
        db,
        field: 'updates',
      });
      return { success: true as const, data: rows.map(presentMapping) };
    },
  );

  r.patch(
    `${base}/:riskId/:controlId`,
    {
      preHandler: write,
      schema: {
        tags,
        params: mappingParamsSchema,
        body: updateMappingBodySchema,
        response: { 200: one },
      },
    },
    async (req) => {
      const [m] = await updateMappings({
        actor: actorOf(req),
        updates: [{ ...req.params, ...req.body, effectiveness: effectivenessOf(req.body) }],
        db,
      });
      return { success: true as const, data: presentMapping(m!) };
    },
  );

  r.delete(
    `${base}/:riskId/:controlId`,
    {
      preHandler: write,
      schema: {
        tags,
        params: mappingParamsSchema,
        response: { 200: ok(z.object({ deleted: z.literal(true) })) },
      },
    },
    async (req) => {
      await unmapControl({ actor: actorOf(req), ...req.params, db });
      return { success: true as const, data: { deleted: true as const } };
    },
  );
};
