import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  approveTrustRequestBodySchema,
  createTrustNdaBodySchema,
  listQuerySchema,
  ok,
  trustAccessRequestListSchema,
  trustAccessRequestSchema,
  trustGrantListSchema,
  trustGrantSchema,
  trustGrantsQuerySchema,
  trustNdaListSchema,
  trustNdaSchema,
  trustRequestParamsSchema,
  trustRequestsQuerySchema,
} from '@rampart/contracts';
import { actorOf, requireActor } from '../../../auth/actor.ts';
import type { Deps } from '../../../deps.ts';
import { trustSiteUrl } from '../trust-center-view.ts';
import { addTrustNda } from './add-trust-nda.ts';
import { decideTrustRequest } from './decide-trust-request.ts';
import { listTrustGrants } from './list-trust-grants.ts';
import { listTrustNdas } from './list-trust-ndas.ts';
import { listTrustRequests } from './list-trust-requests.ts';
import { revokeTrustGrant } from './revoke-trust-grant.ts';

/**
 * The team's side of access to restricted files (issue 24 point 4): visitors' requests, the
 * grants, the NDA's versions. Visitors' names and addresses are read, and access decided, by
 * those who manage the organisation; the NDA's text is read by anyone who reads the page's.
 */
export const trustAccessRoutes = async (app: FastifyInstance, deps: Deps): Promise<void> => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const tags = ['trust-centre'];
  const read = requireActor(deps.auth, db, 'frameworks:read');
  const manage = requireActor(deps.auth, db, 'organization:manage');
  const base = '/api/trust-center';
  const siteUrlOf = (slug: string) =>
    trustSiteUrl(deps.config.publicUrl, deps.config.trustHosts, slug);

  r.get(
    `${base}/requests`,
    {
      preHandler: manage,
      schema: {
        tags,
        querystring: trustRequestsQuerySchema,
        response: { 200: ok(trustAccessRequestListSchema) },
      },
    },
    async (req) => ({
      success: true as const,
      data: await listTrustRequests({ actor: actorOf(req), db, query: req.query }),
    }),
  );

  r.post(
    `${base}/requests/:id/approve`,
    {
      preHandler: manage,
      schema: {
        tags,
        params: trustRequestParamsSchema,
        body: approveTrustRequestBodySchema,
        response: { 200: ok(trustAccessRequestSchema) },
      },
    },
    async (req) => {
      const data = await decideTrustRequest({
        actor: actorOf(req),
        db,
        id: req.params.id,
        decision: 'approve',
        days: req.body.days,
        siteUrlOf,
      });
      deps.mailOutbox.soon();
      return { success: true as const, data };
    },
  );

  r.post(
    `${base}/requests/:id/deny`,
    {
      preHandler: manage,
      schema: {
        tags,
        params: trustRequestParamsSchema,
        response: { 200: ok(trustAccessRequestSchema) },
      },
    },
    async (req) => {
      const data = await decideTrustRequest({
        actor: actorOf(req),
        db,
        id: req.params.id,
        decision: 'deny',
        siteUrlOf,
      });
      deps.mailOutbox.soon();
      return { success: true as const, data };
    },
  );

  r.get(
    `${base}/grants`,
    {
      preHandler: manage,
      schema: {
        tags,
        querystring: trustGrantsQuerySchema,
        response: { 200: ok(trustGrantListSchema) },
      },
    },
    async (req) => ({
      success: true as const,
      data: await listTrustGrants({ actor: actorOf(req), db, query: req.query }),
    }),
  );

  r.post(
    `${base}/grants/:id/revoke`,
    {
      preHandler: manage,
      schema: { tags, params: trustRequestParamsSchema, response: { 200: ok(trustGrantSchema) } },
    },
    async (req) => ({
      success: true as const,
      data: await revokeTrustGrant({ actor: actorOf(req), db, id: req.params.id }),
    }),
  );

  r.get(
    `${base}/ndas`,
    {
      preHandler: read,
      schema: { tags, querystring: listQuerySchema, response: { 200: ok(trustNdaListSchema) } },
    },
    async (req) => ({
      success: true as const,
      data: await listTrustNdas({ actor: actorOf(req), db, query: req.query }),
    }),
  );

  r.post(
    `${base}/ndas`,
    {
      preHandler: manage,
      schema: { tags, body: createTrustNdaBodySchema, response: { 200: ok(trustNdaSchema) } },
    },
    async (req) => ({
      success: true as const,
      data: await addTrustNda({ actor: actorOf(req), db, input: req.body }),
    }),
  );
};
