import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { deleteOrganizationBodySchema, ok, organizationSchema } from '@rampart/contracts';
import { actorOf, requireSignedInActor } from '../../../auth/actor.ts';
import type { Deps } from '../../../deps.ts';
import { presentOrganization } from '../organization.presenter.ts';
import { restoreOrganization } from './restore-organization.ts';
import { scheduleOrganizationDeletion } from './schedule-organization-deletion.ts';

/**
 * Settings → Organisation → Delete (owners): `POST` schedules the deletion (the name typed
 * again), `DELETE` restores the organisation during its 30 days. Both answer the organisation.
 */
export const organizationDeletionRoutes = async (
  app: FastifyInstance,
  deps: Deps,
): Promise<void> => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  // A person signed in, never an API token or an assistant over MCP: the one action that ends
  // everything is taken by someone who typed the name themselves.
  const owners = requireSignedInActor(deps.auth, db, 'organization:delete');
  const tags = ['organizations'];
  const path = '/api/organizations/current/deletion';

  r.post(
    path,
    {
      preHandler: owners,
      schema: {
        tags,
        body: deleteOrganizationBodySchema,
        response: { 200: ok(organizationSchema) },
      },
    },
    async (req) => {
      const actor = actorOf(req);
      const current = await scheduleOrganizationDeletion({
        actor,
        confirmName: req.body.confirmName,
        db,
      });
      return { success: true as const, data: presentOrganization(current, actor) };
    },
  );

  r.delete(
    path,
    { preHandler: owners, schema: { tags, response: { 200: ok(organizationSchema) } } },
    async (req) => {
      const actor = actorOf(req);
      const current = await restoreOrganization({ actor, db });
      return { success: true as const, data: presentOrganization(current, actor) };
    },
  );
};
