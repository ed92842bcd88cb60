import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AI_JOB_KINDS,
  aiJobListSchema,
  aiJobParamsSchema,
  aiJobSchema,
  aiJobsQuerySchema,
  applyGeneratedBodySchema,
  applyGeneratedResultSchema,
  bulkGenerateBodySchema,
  generateControlsBodySchema,
  GENERATION_STEP_NAMES,
  MESSAGES,
  ok,
} from '@rampart/contracts';
import { findJob, listJobs } from '@rampart/db';
import { actorOf, requireActor } from '../../../auth/actor.ts';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../errors.ts';
import type { JobRunner } from '../../../platform/jobs/job-runner.ts';
import { applyGenerated } from './apply-generated.ts';
import { bulkGenerate } from './bulk-generate.ts';
import { cancelJob } from './cancel-job.ts';
import { jobNotFound } from './job-data.ts';
import { presentAiJob, presentAiJobSummary } from './job.presenter.ts';
import { lazyEventStream } from './sse.ts';
import { startGeneration } from './start-generation.ts';

/**
 * The control-generation wizard and bulk generation. Generating needs ai:use; applying also
 * controls:write and risks:write (checked by the use case). Jobs are the organisation's.
 */
export const generationRoutes = async (
  app: FastifyInstance,
  deps: Deps,
  runner: JobRunner,
): Promise<void> => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const preHandler = requireActor(deps.auth, db, 'ai:use');
  const tags = ['ai'];
  const job = ok(aiJobSchema);

  /**
   * Server-Sent Events: `job`, then a `step` as each of the six completes, then `result` (or
   * `error`, results empty). Refusals before the first step (no such risk, no usable context)
   * are answered as JSON; the job of a refused context is kept, failed with its message.
   */
  r.post(
    '/api/ai/controls/generate',
    {
      preHandler,
      schema: { tags, body: generateControlsBodySchema, produces: ['text/event-stream'] },
    },
    async (req, reply) => {
      const stream = lazyEventStream(req, reply);
      let jobId = '';
      try {
        const { job, outcome } = await startGeneration({
          db,
          ai: deps.ai,
          runner,
          actor: actorOf(req),
          body: req.body,
          log: req.log,
          emit: (event) => {
            jobId = event.jobId;
            if (event.type === 'error' && !stream.opened) return;
            if (!stream.opened) {
              stream.send({ type: 'job', jobId: event.jobId, steps: [...GENERATION_STEP_NAMES] });
            }
            stream.send(event);
          },
        });
        if (!stream.opened && !outcome.ok) {
          if ('lost' in outcome) {
            // Cancelled (or taken over) before its first step: nothing was streamed.
            throw new AppError('CONFLICT', 'This generation was stopped before it started', {
              jobId: job.id,
            });
          }
          const err = outcome.error;
          if (err instanceof AppError) {
            const own = err.details && typeof err.details === 'object' ? err.details : {};
            throw new AppError(err.code, err.message, { ...own, jobId: job.id }, err.headers);
          }
          throw err;
        }
      } catch (err) {
        // Once the stream is open the error handler cannot answer: end it with an error event.
        if (!stream.opened) throw err;
        req.log.error({ err }, 'control generation failed after its stream opened');
        stream.send({
          type: 'error',
          jobId,
          code: err instanceof AppError ? err.code : 'INTERNAL_ERROR',
          message: MESSAGES.internal,
        });
      } finally {
        stream.end();
      }
    },
  );

  r.post(
    '/api/ai/controls/bulk-generate',
    { preHandler, schema: { tags, body: bulkGenerateBodySchema, response: { 200: job } } },
    async (req) => {
      const row = await bulkGenerate({ db, ai: deps.ai, actor: actorOf(req), body: req.body });
      runner.wake();
      return { success: true as const, data: presentAiJob(row) };
    },
  );

  r.get(
    '/api/ai/jobs',
    {
      preHandler,
      schema: { tags, querystring: aiJobsQuerySchema, response: { 200: ok(aiJobListSchema) } },
    },
    async (req) => {
      const result = await listJobs(db, actorOf(req).organizationId, {
        ...req.query,
        kinds: AI_JOB_KINDS,
      });
      return {
        success: true as const,
        data: {
          items: result.rows.map(presentAiJobSummary),
          total: result.total,
          nextCursor: result.nextCursor,
        },
      };
    },
  );

  r.get(
    '/api/ai/jobs/:id',
    { preHandler, schema: { tags, params: aiJobParamsSchema, response: { 200: job } } },
    async (req) => {
      const row = await findJob(db, actorOf(req).organizationId, req.params.id, AI_JOB_KINDS);
      if (!row) throw jobNotFound();
      return { success: true as const, data: presentAiJob(row) };
    },
  );

  r.post(
    '/api/ai/jobs/:id/cancel',
    { preHandler, schema: { tags, params: aiJobParamsSchema, response: { 200: job } } },
    async (req) => ({
      success: true as const,
      data: presentAiJob(await cancelJob({ db, actor: actorOf(req), id: req.params.id })),
    }),
  );

  r.post(
    '/api/ai/jobs/:id/apply',
    {
      preHandler,
      schema: {
        tags,
        params: aiJobParamsSchema,
        body: applyGeneratedBodySchema,
        response: { 200: ok(applyGeneratedResultSchema) },
      },
    },
    async (req) => ({
      success: true as const,
      data: await applyGenerated({
        db,
        actor: actorOf(req),
        jobId: req.params.id,
        controlIds: req.body.controlIds,
      }),
    }),
  );
};
