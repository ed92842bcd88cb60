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
import { evidenceForControls, findLibraryControls } from '@rampart/db';
import { controlsForRequirement } from '@rampart/db/library';
import { actorOf, requireActor } from '../../auth/actor.ts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../errors.ts';
import { libraryContext } from '../library/library-context.ts';
import { presentLibraryControl } from '../library/library.presenter.ts';
import {
  mapControl,
  setRequirementApplicability,
  unmapControl,
  visibleFramework,
} from './framework-changes.ts';
import { frameworkStatus } from './framework-status.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

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

  /** The requirement's current status, after a change. */
  const requirementNow = async (organizationId: string, frameworkId: string, id: string) => {
    const status = await frameworkStatus(db, organizationId, frameworkId);
    const found = status.requirements.find((req) => req.id === id);
    if (!found) throw notFound('Requirement');
    return found;
  };

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
    async (req) => {
      const actor = actorOf(req);
      const row = await visibleFramework(db, actor.organizationId, req.params.id);
      const requirement = await requirementNow(
        actor.organizationId,
        row.framework.id,
        req.params.requirementId,
      );
      const evidence = await evidenceForControls(
        db,
        actor.organizationId,
        requirement.controls.map((c) => c.id),
      );
      const libraryIds = controlsForRequirement(requirement.id).map((c) => c.id);
      const library = await findLibraryControls(db, libraryIds);
      const context = await libraryContext(db, actor.organizationId, libraryIds);
      return {
        success: true as const,
        data: {
          requirement,
          evidence: evidence.map((e) => ({
            id: e.id,
            title: e.title,
            fileName: e.fileName,
            controlId: e.controlId,
            createdAt: e.createdAt.toISOString(),
            effectiveDate: iso(e.effectiveDate),
            expiresAt: iso(e.expiresAt),
          })),
          libraryControls: library
            .sort((a, b) => a.id.localeCompare(b.id))
            .map((c) => presentLibraryControl(c, context)),
        },
      };
    },
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
    async (req) => {
      const actor = actorOf(req);
      await setRequirementApplicability({ db, actor, ...req.params, ...req.body });
      return {
        success: true as const,
        data: await requirementNow(actor.organizationId, req.params.id, req.params.requirementId),
      };
    },
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
    async (req) => {
      const actor = actorOf(req);
      await mapControl({ db, actor, ...req.params, ...req.body });
      return {
        success: true as const,
        data: await requirementNow(actor.organizationId, req.params.id, req.params.requirementId),
      };
    },
  );

  r.delete(
    '/api/frameworks/:id/requirements/:requirementId/controls/:controlId',
    {
      preHandler: write,
      schema: { tags, params: requirementControlParamsSchema, response: { 200: oneRequirement } },
    },
    async (req) => {
      const actor = actorOf(req);
      await unmapControl({ db, actor, ...req.params });
      return {
        success: true as const,
        data: await requirementNow(actor.organizationId, req.params.id, req.params.requirementId),
      };
    },
  );
};
