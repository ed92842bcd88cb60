import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  componentImportResultSchema,
  frameworkParamsSchema,
  ok,
  oscalImportResultSchema,
} from '@rampart/contracts';
import { hasPermission } from '@rampart/domain';
import { actorOf, requireActor } from '../../auth/actor.ts';
import type { Deps } from '../../deps.ts';
import { forbidden } from '../../errors.ts';
import { exportComponentDefinition } from './export-component-definition.ts';
import { importCatalog } from './import-catalog.ts';
import { importComponentDefinition } from './import-component-definition.ts';
import { sendExportFile } from '../../plugins/export-file.ts';

/** NIST's full SP 800-53 catalog is about 10 MB of JSON. */
export const OSCAL_MAX_BYTES = 20 * 1024 * 1024;
const oscalDocument = z.record(z.string(), z.unknown(), {
  message: 'Send the OSCAL document as a JSON object',
});

export const oscalRoutes = async (app: FastifyInstance, deps: Deps): Promise<void> => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const read = requireActor(deps.auth, db, 'frameworks:read');
  const write = requireActor(deps.auth, db, 'frameworks:write');
  const tags = ['oscal'];

  r.post(
    '/api/frameworks/import/oscal',
    {
      preHandler: write,
      bodyLimit: OSCAL_MAX_BYTES,
      schema: { tags, body: oscalDocument, response: { 200: ok(oscalImportResultSchema) } },
    },
    async (req) => ({
      success: true as const,
      data: await importCatalog({ actor: actorOf(req), body: req.body, db }),
    }),
  );

  r.get(
    '/api/frameworks/:id/oscal/component-definition',
    { preHandler: read, schema: { tags, params: frameworkParamsSchema } },
    async (req, reply) => {
      const file = await exportComponentDefinition({
        db,
        organizationId: actorOf(req).organizationId,
        frameworkId: req.params.id,
      });
      return sendExportFile(reply, file);
    },
  );

  r.post(
    '/api/frameworks/oscal/component-definition',
    {
      preHandler: write,
      bodyLimit: OSCAL_MAX_BYTES,
      schema: { tags, body: oscalDocument, response: { 200: ok(componentImportResultSchema) } },
    },
    async (req) => {
      const actor = actorOf(req);
      // Components become register controls: both permissions are needed.
      if (!hasPermission(actor.permissions, 'controls:write')) throw forbidden();
      return {
        success: true as const,
        data: await importComponentDefinition({ actor, body: req.body, db }),
      };
    },
  );
};
