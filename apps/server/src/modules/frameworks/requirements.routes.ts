import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  applicabilityBodySchema,
  mapRequirementControlBodySchema,
  ok,
  requirementControlParamsSchema,
  requirementDetailSchema,
  requirementParamsSchema,
  requirementStatusSchema,
} from '@rampart/contracts';
import { actorOf, requireActor } from '../../auth/actor.ts';
import type { Deps } from '../../deps.ts';
import { mapRequirementControl } from './map-requirement-control.ts';
import { requirementDetail } from './requirement-detail.ts';
import { setRequirementApplicability } from './set-requirement-applicability.ts';
import { unmapRequirementControl } from './unmap-requirement-control.ts';

/**
 * One requirement of a framework: its status with controls, evidence and the library controls
 * that serve it; applicability; mapping a control to it and unmapping. Every change answers
 * with the requirement's status as it now is.
 */
export const requirementRoutes = async (app: FastifyInstance, deps: Deps): Promise<void> => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const read = requireActor(deps.auth, db, 'frameworks:read');
  const write = requireActor(deps.auth, db, 'frameworks:write');
  const tags = ['frameworks'];
  const oneRequirement = ok(requirementStatusSchema);

  r.get(
    '/api/frameworks/:id/requirements/:requirementId',
    {
      preHandler: read,
      schema: {
        tags,
        params: requirementParamsSchema,
        response: { 200: ok(requirementDetailSchema) },
      },
    },
    async (req) => ({
      success: true as const,
      data: await requirementDetail(
        db,
        actorOf(req).organizationId,
        req.params.id,
        req.params.requirementId,
      ),
    }),
  );

  r.put(
    '/api/frameworks/:id/requirements/:requirementId/applicability',
    {
      preHandler: write,
      schema: {
        tags,
        params: requirementParamsSchema,
        body: applicabilityBodySchema,
        response: { 200: oneRequirement },
      },
    },
    async (req) => ({
      success: true as const,
      data: await setRequirementApplicability({
        db,
        actor: actorOf(req),
        ...req.params,
        ...req.body,
      }),
    }),
  );

  r.post(
    '/api/frameworks/:id/requirements/:requirementId/controls',
    {
      preHandler: write,
      schema: {
        tags,
        params: requirementParamsSchema,
        body: mapRequirementControlBodySchema,
        response: { 200: oneRequirement },
      },
    },
    async (req) => ({
      success: true as const,
      data: await mapRequirementControl({ db, actor: actorOf(req), ...req.params, ...req.body }),
    }),
  );

  r.delete(
    '/api/frameworks/:id/requirements/:requirementId/controls/:controlId',
    {
      preHandler: write,
      schema: { tags, params: requirementControlParamsSchema, response: { 200: oneRequirement } },
    },
    async (req) => ({
      success: true as const,
      data: await unmapRequirementControl({ db, actor: actorOf(req), ...req.params }),
    }),
  );
};
