import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { generatedTestStepsSchema, generateTestStepsBodySchema, ok } from '@rampart/contracts';
import { generateTestSteps } from '../../ai/features/analysis/generate-test-steps.ts';
import { actorOf, requireActor } from '../../auth/actor.ts';
import type { Deps } from '../../deps.ts';

/**
 * POST /api/test-scripts/generate: ARIA drafts the steps of a test of one control. Nothing is
 * saved; the client saves the steps it keeps through POST /api/test-scripts.
 */
export const generateTestStepsRoutes = async (app: FastifyInstance, deps: Deps): Promise<void> => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  r.post(
    '/api/test-scripts/generate',
    {
      preHandler: requireActor(deps.auth, db, 'tests:write', 'controls:write'),
      schema: {
        tags: ['test-scripts'],
        body: generateTestStepsBodySchema,
        response: { 200: ok(generatedTestStepsSchema) },
      },
    },
    async (req) => ({
      success: true as const,
      data: await generateTestSteps({
        db,
        ai: deps.ai,
        actor: actorOf(req),
        controlId: req.body.controlId,
      }),
    }),
  );
};
