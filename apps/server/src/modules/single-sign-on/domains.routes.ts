import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  claimDomainBodySchema,
  domainIdParamsSchema,
  listQuerySchema,
  ok,
  organizationDomainSchema,
  organizationDomainsSchema,
  type Permission,
} from '@rampart/contracts';
import { actorOf, requireActor } from '../../auth/actor.ts';
import type { Deps } from '../../deps.ts';
import { addDomain } from './add-domain.ts';
import { listDomains } from './list-domains.ts';
import { removeDomain } from './remove-domain.ts';
import { verifyDomain } from './verify-domain.ts';

/** Organisation settings → Single sign-on: the email domains the organisation proves it holds. */
export const domainsRoutes = async (app: FastifyInstance, deps: Deps): Promise<void> => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const can = (...anyOf: Permission[]) => requireActor(deps.auth, db, ...anyOf);
  const tags = ['single sign-on'];
  const base = '/api/organizations/current/domains';

  r.get(
    base,
    {
      preHandler: can('organization:manage', 'security:manage'),
      schema: {
        tags,
        querystring: listQuerySchema,
        response: { 200: ok(organizationDomainsSchema) },
      },
    },
    async (req) => ({
      success: true as const,
      data: await listDomains(db, actorOf(req), req.query),
    }),
  );

  r.post(
    base,
    {
      preHandler: can('security:manage'),
      schema: {
        tags,
        body: claimDomainBodySchema,
        response: { 200: ok(organizationDomainSchema) },
      },
    },
    async (req) => ({
      success: true as const,
      data: await addDomain({ actor: actorOf(req), input: req.body, db }),
    }),
  );

  r.post(
    `${base}/:domainId/verify`,
    {
      preHandler: can('security:manage'),
      schema: {
        tags,
        params: domainIdParamsSchema,
        response: { 200: ok(organizationDomainSchema) },
      },
    },
    async (req) => ({
      success: true as const,
      data: await verifyDomain({
        actor: actorOf(req),
        domainId: req.params.domainId,
        db,
        txtLookup: deps.txtLookup,
      }),
    }),
  );

  r.delete(
    `${base}/:domainId`,
    {
      preHandler: can('security:manage'),
      schema: {
        tags,
        params: domainIdParamsSchema,
        response: { 200: ok(z.object({ done: z.literal(true) })) },
      },
    },
    async (req) => {
      await removeDomain({ actor: actorOf(req), domainId: req.params.domainId, db });
      return { success: true as const, data: { done: true as const } };
    },
  );
};
