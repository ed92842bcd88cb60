import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { hasAnyPermission } from '@rampart/domain';
import { generatedTestStepsSchema, generateTestStepsBodySchema, ok } from '@rampart/contracts';
import { generateTestSteps } from '../../ai/features/analysis/generate-test-steps.ts';
import { actorOf, requireActor } from '../../auth/actor.ts';
import type { Deps } from '../../deps.ts';
import { forbidden } from '../../errors.ts';

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
      preHandler: requireActor(deps.auth, db, 'ai:use'),
      schema: {
        tags: ['test-scripts'],
        body: generateTestStepsBodySchema,
        response: { 200: ok(generatedTestStepsSchema) },
      },
    },
    async (req) => {
      const actor = actorOf(req);
      // ARIA (ai:use) for someone who may write the control's tests (or the control itself).
      if (!hasAnyPermission(actor.permissions, ['tests:write', 'controls:write'])) {
        throw forbidden();
      }
      return {
        success: true as const,
        data: await generateTestSteps({ db, ai: deps.ai, actor, controlId: req.body.controlId }),
      };
    },
  );
};
