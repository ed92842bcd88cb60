// The jobs of control generation (risks spec §4-§5): their steps, batches, progress events and
// what applying their result made. The settings and results they carry are in ai-generation.ts.
import { z } from 'zod';
import { aiEngineSchema } from './ai.ts';
import { generationResultSchema, generationSettingsSchema } from './ai-generation.ts';
import { LIST_LIMIT_MAX, page } from './envelope.ts';

export const AI_JOB_KINDS = ['control_generation', 'bulk_control_generation'] as const;
export type AiJobKind = (typeof AI_JOB_KINDS)[number];
export const AI_JOB_STATUSES = ['queued', 'running', 'completed', 'failed', 'cancelled'] as const;
export type AiJobStatus = (typeof AI_JOB_STATUSES)[number];

const id = z.string().min(1).max(64);

export const generationStepSchema = z.object({
  /** 1..6 */
  index: z.number().int(),
  name: z.string(),
  /** Percent of the run done once this step completed. */
  progress: z.number().int(),
  /** What the step found, in one line. */
  detail: z.string(),
  completedAt: z.string(),
});
export type GenerationStep = z.infer<typeof generationStepSchema>;

export const failedBatchSchema = z.object({
  index: z.number().int(),
  message: z.string(),
  riskIds: z.array(z.string()),
});
export type FailedBatch = z.infer<typeof failedBatchSchema>;

export const generationBatchSchema = z.object({
  index: z.number().int(),
  riskIds: z.array(z.string()),
  status: z.enum(['completed', 'failed']),
  /** Controls generated for the batch's risks. */
  controls: z.number().int(),
  completedAt: z.string(),
});
export type GenerationBatch = z.infer<typeof generationBatchSchema>;

export const appliedSchema = z.object({
  at: z.string(),
  by: z.string().nullable(),
  /** Generated ids applied, and the register controls they became. */
  generatedIds: z.array(z.string()),
  controlIds: z.array(z.string()),
  /** The register controls, for links. */
  controls: z.array(z.object({ controlId: z.string(), title: z.string() })),
});

export const aiJobSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(AI_JOB_KINDS),
  status: z.enum(AI_JOB_STATUSES),
  /** 0..100 */
  progress: z.number().int(),
  /** Single: the risk's title; bulk: "12 risks". */
  label: z.string(),
  totals: z.object({
    risks: z.number().int(),
    batches: z.number().int(),
    batchesDone: z.number().int(),
    batchesFailed: z.number().int(),
    controls: z.number().int(),
  }),
  error: z.string().nullable(),
  engine: aiEngineSchema.nullable(),
  applied: z.boolean(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type AiJobSummary = z.infer<typeof aiJobSummarySchema>;

/** GET /api/ai/jobs/:id: everything a screen that reloads mid-run needs. */
export const aiJobSchema = aiJobSummarySchema.extend({
  riskIds: z.array(z.string()),
  /** Each risk's title when the job was queued (a failed batch's risks have no result). */
  riskTitles: z.record(z.string(), z.string()),
  batchSize: z.number().int(),
  settings: generationSettingsSchema,
  /** Control generation: the steps completed so far. */
  steps: z.array(generationStepSchema),
  /** Bulk: the batches done so far. */
  batches: z.array(generationBatchSchema),
  results: z.array(generationResultSchema),
  failedBatches: z.array(failedBatchSchema),
  appliedDetail: appliedSchema.nullable(),
});
export type AiJob = z.infer<typeof aiJobSchema>;

export const aiJobListSchema = page(aiJobSummarySchema);
export type AiJobList = z.infer<typeof aiJobListSchema>;

export const aiJobsQuerySchema = z.object({
  kind: z.enum(AI_JOB_KINDS).optional(),
  limit: z.coerce.number().int().min(1).max(LIST_LIMIT_MAX).default(20),
  cursor: z.string().max(200).optional(),
});
export type AiJobsQuery = z.infer<typeof aiJobsQuerySchema>;

export const aiJobParamsSchema = z.object({ id });

/** POST /api/ai/jobs/:id/apply */
export const applyGeneratedBodySchema = z.object({
  controlIds: z.array(z.string().min(1).max(120)).min(1, 'Choose at least one control').max(5000),
});
export type ApplyGeneratedBody = z.infer<typeof applyGeneratedBodySchema>;

export const applyGeneratedResultSchema = z.object({
  jobId: z.string(),
  controls: z.array(
    z.object({
      /** Generated ids that became this register control (one library control, many risks). */
      generatedIds: z.array(z.string()),
      controlId: z.string(),
      title: z.string(),
      riskIds: z.array(z.string()),
      /** False: an existing control adopted from the same library control was mapped instead. */
      created: z.boolean(),
    }),
  ),
  mappings: z.number().int(),
});
export type ApplyGeneratedResult = z.infer<typeof applyGeneratedResultSchema>;

/**
 * The Server-Sent Events of POST /api/ai/controls/generate, one JSON object per `data:` line,
 * named by `event:` as its `type`: `job` first, a `step` as each of the six completes, then
 * `result`, or `error` (results stay empty).
 */
export const generationEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('job'), jobId: z.string(), steps: z.array(z.string()) }),
  z.object({
    type: z.literal('step'),
    jobId: z.string(),
    index: z.number().int(),
    name: z.string(),
    progress: z.number().int(),
    detail: z.string(),
  }),
  z.object({ type: z.literal('result'), jobId: z.string(), result: generationResultSchema }),
  z.object({
    type: z.literal('error'),
    jobId: z.string(),
    code: z.string(),
    message: z.string(),
  }),
]);
export type GenerationEvent = z.infer<typeof generationEventSchema>;
