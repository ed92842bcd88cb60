import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ok,
  updateVendorIntegrationBodySchema,
  vendorIntegrationSettingsSchema,
} from '@rampart/contracts';
import { findVendorIntegration } from '@rampart/db';
import { actorOf, requireActor } from '../../auth/actor.ts';
import type { Deps } from '../../deps.ts';
import { checkVendorIntegration } from './check-vendor-integration.ts';
import { createIntegrationProbe } from './integration-probe.ts';
import { updateVendorIntegration } from './update-vendor-integration.ts';
import { presentIntegration } from './vendor-integration.presenter.ts';

/** The hub's integration settings; the API key goes in and never comes out. */
export const vendorIntegrationRoutes = async (app: FastifyInstance, deps: Deps): Promise<void> => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const read = requireActor(deps.auth, db, 'vendors:read');
  const write = requireActor(deps.auth, db, 'vendors:write');
  const tags = ['vendors'];
  const one = ok(vendorIntegrationSettingsSchema);
  const probe = createIntegrationProbe({ allowPrivateHosts: deps.config.fetch.allowPrivateHosts });

  r.get(
    '/api/vendors/integration',
    { preHandler: read, schema: { tags, response: { 200: one } } },
    async (req) => ({
      success: true as const,
      data: presentIntegration(await findVendorIntegration(db, actorOf(req).organizationId)),
    }),
  );

  r.put(
    '/api/vendors/integration',
    {
      preHandler: write,
      schema: { tags, body: updateVendorIntegrationBodySchema, response: { 200: one } },
    },
    async (req) => ({
      success: true as const,
      data: presentIntegration(
        await updateVendorIntegration({
          actor: actorOf(req),
          input: req.body,
          db,
          secrets: deps.secrets,
        }),
      ),
    }),
  );

  r.post(
    '/api/vendors/integration/health-check',
    // Calls the integration's own service: outside Rampart (the MCP tool's openWorldHint).
    {
      preHandler: write,
      config: { mcp: { openWorld: true } },
      schema: { tags, response: { 200: one } },
    },
    async (req) => ({
      success: true as const,
      data: presentIntegration(
        await checkVendorIntegration({ actor: actorOf(req), db, probe, secrets: deps.secrets }),
      ),
    }),
  );
};
