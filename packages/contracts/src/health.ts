import { z } from 'zod';

export const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.object({
    engine: z.enum(['pglite', 'postgres']),
    ok: z.boolean(),
    migration: z.string().nullable(),
  }),
  uptimeSeconds: z.number(),
  version: z.string(),
});
export type Health = z.infer<typeof healthSchema>;

/** One dependency checked by the readiness probe: whether it answered, and why not. */
export const readinessCheckSchema = z.object({
  ok: z.boolean(),
  /** Absent when the check passed; what failed, in words, when it did not. */
  message: z.string().optional(),
});

/**
 * GET /api/health/ready: whether this process should receive traffic. `redis` is absent when
 * REDIS_URL is not set; `storage` names the kind checked (a writable folder or a bucket).
 */
export const readinessSchema = z.object({
  status: z.enum(['ready', 'unavailable', 'stopping']),
  checks: z.object({
    database: readinessCheckSchema,
    redis: readinessCheckSchema.optional(),
    storage: readinessCheckSchema.extend({ kind: z.enum(['local', 's3']) }),
  }),
});
export type Readiness = z.infer<typeof readinessSchema>;

/** GET /api/health/live: the process answers; nothing else is checked. */
export const livenessSchema = z.object({ status: z.literal('alive') });
export type Liveness = z.infer<typeof livenessSchema>;
