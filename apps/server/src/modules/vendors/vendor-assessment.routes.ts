import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  assessVendorBodySchema,
  findingSchema,
  findingToRiskBodySchema,
  idParamsSchema,
  listQuerySchema,
  ok,
  page,
  vendorAssessmentSchema,
} from '@rampart/contracts';
import { listVendorAssessments, vendorExistsInOrg } from '@rampart/db';
import { actorOf, requireActor } from '../../auth/actor.ts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../errors.ts';
import { findingToRisk } from '../findings/finding-to-risk.ts';
import { assessVendorNow } from './assess-vendor.ts';
import { presentVendorAssessment } from './vendor-assessment.presenter.ts';

/** Assessing vendors by the spec's rules, their history, and findings into the risk register. */
export const vendorAssessmentRoutes = async (app: FastifyInstance, deps: Deps): Promise<void> => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const read = requireActor(deps.auth, db, 'vendors:read');
  const write = requireActor(deps.auth, db, 'vendors:write');
  const riskWrite = requireActor(deps.auth, db, 'risks:write');
  const tags = ['vendors'];

  r.post(
    '/api/vendors/:id/assess',
    {
      preHandler: write,
      schema: {
        tags,
        params: idParamsSchema,
        body: assessVendorBodySchema.optional(),
        response: { 200: ok(vendorAssessmentSchema) },
      },
    },
    async (req) => {
      const row = await assessVendorNow({
        db,
        ai: deps.ai,
        actor: actorOf(req),
        vendorId: req.params.id,
        enhanced: req.body?.enhanced ?? false,
        log: req.log,
      });
      return { success: true as const, data: presentVendorAssessment(row) };
    },
  );

  r.get(
    '/api/vendors/:id/assessments',
    {
      preHandler: read,
      schema: {
        tags,
        params: idParamsSchema,
        querystring: listQuerySchema,
        response: { 200: ok(page(vendorAssessmentSchema)) },
      },
    },
    async (req) => {
      const { organizationId } = actorOf(req);
      if (!(await vendorExistsInOrg(db, organizationId, req.params.id))) throw notFound('Vendor');
      const { rows, total, nextCursor } = await listVendorAssessments(
        db,
        organizationId,
        req.params.id,
        req.query,
      );
      return {
        success: true as const,
        data: { items: rows.map(presentVendorAssessment), total, nextCursor },
      };
    },
  );

  r.post(
    '/api/findings/:id/risk',
    {
      preHandler: riskWrite,
      schema: {
        tags,
        params: idParamsSchema,
        body: findingToRiskBodySchema.optional(),
        response: { 200: ok(z.object({ finding: findingSchema, riskId: z.string() })) },
      },
    },
    async (req) => ({
      success: true as const,
      data: await findingToRisk({
        db,
        actor: actorOf(req),
        findingId: req.params.id,
        input: req.body ?? {},
      }),
    }),
  );
};
