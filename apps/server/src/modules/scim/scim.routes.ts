import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ok,
  saveScimRolesBodySchema,
  scimSettingsSchema,
  scimTokenResponseSchema,
} from '@rampart/contracts';
import { actorOf, requireActor } from '../../auth/actor.ts';
import type { Deps } from '../../deps.ts';
import { makeScimToken } from './make-scim-token.ts';
import { removeScim } from './remove-scim.ts';
import { saveScimRoles } from './save-scim-roles.ts';
import { scimServiceRoutes } from './scim-service.routes.ts';
import { scimSettings } from './scim-settings.ts';

/**
 * SCIM provisioning: its settings in Organization settings (token, roles from groups), and the
 * SCIM service the identity provider calls with that token.
 */
export const scimRoutes = async (app: FastifyInstance, deps: Deps): Promise<void> => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const { publicUrl } = deps.config;
  const tags = ['provisioning'];
  const base = '/api/organizations/current/scim';
  // The service first: the generated suites call routes in this order, and the settings' token
  // rotation and removal would otherwise end the token before the service's routes are reached.
  await scimServiceRoutes(app, deps);

  r.get(
    base,
    {
      preHandler: requireActor(deps.auth, db, 'organization:manage', 'security:manage'),
      schema: { tags, response: { 200: ok(scimSettingsSchema) } },
    },
    async (req) => ({
      success: true as const,
      data: await scimSettings(db, actorOf(req), publicUrl),
    }),
  );

  r.post(
    `${base}/token`,
    {
      preHandler: requireActor(deps.auth, db, 'security:manage'),
      schema: { tags, response: { 200: ok(scimTokenResponseSchema) } },
    },
    async (req) => ({
      success: true as const,
      data: await makeScimToken({ actor: actorOf(req), db, publicUrl }),
    }),
  );

  r.put(
    base,
    {
      preHandler: requireActor(deps.auth, db, 'security:manage'),
      schema: { tags, body: saveScimRolesBodySchema, response: { 200: ok(scimSettingsSchema) } },
    },
    async (req) => ({
      success: true as const,
      data: await saveScimRoles({
        actor: actorOf(req),
        input: req.body,
        db,
        sessionCache: deps.sessionCache,
        publicUrl,
      }),
    }),
  );

  r.delete(
    base,
    {
      preHandler: requireActor(deps.auth, db, 'security:manage'),
      schema: { tags, response: { 200: ok(z.object({ done: z.literal(true) })) } },
    },
    async (req) => {
      await removeScim({ actor: actorOf(req), db });
      return { success: true as const, data: { done: true as const } };
    },
  );
};
