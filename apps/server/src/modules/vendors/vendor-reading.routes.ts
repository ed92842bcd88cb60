import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  extractVendorBodySchema,
  idParamsSchema,
  ok,
  vendorExtractionJobSchema,
  vendorExtractionSchema,
} from '@rampart/contracts';
import { findJob } from '@rampart/db';
import { actorOf, requireActor } from '../../auth/actor.ts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../errors.ts';
import type { JobRunner } from '../../platform/jobs/job-runner.ts';
import { extractVendorNow } from './extract-vendor-now.ts';
import { startVendorReading } from './start-vendor-reading.ts';
import { presentReadingJob, VENDOR_READING_JOB } from './vendor-extraction-job.presenter.ts';

/** Reading vendor sites: now (extract), in the background (extractions), again (refresh). */
/** These routes read a vendor's public site: their MCP tools say so (openWorldHint). */
const READS_THE_WEB = { mcp: { openWorld: true as const } };

export const vendorReadingRoutes = async (
  app: FastifyInstance,
  deps: Deps,
  runner: JobRunner,
): Promise<void> => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const read = requireActor(deps.auth, db, 'vendors:read');
  const write = requireActor(deps.auth, db, 'vendors:write');
  const tags = ['vendors'];
  const allowPrivateHosts = deps.config.fetch.allowPrivateHosts;
  const job = ok(vendorExtractionJobSchema);

  r.post(
    '/api/vendors/extract',
    {
      preHandler: write,
      config: READS_THE_WEB,
      schema: {
        tags,
        body: extractVendorBodySchema,
        response: { 200: ok(vendorExtractionSchema) },
      },
    },
    async (req) => {
      const controller = new AbortController();
      req.raw.once('close', () => controller.abort());
      const data = await extractVendorNow({
        db,
        ai: deps.ai,
        reader: deps.vendorReader,
        allowPrivateHosts,
        actor: actorOf(req),
        url: req.body.url,
        signal: controller.signal,
      });
      return { success: true as const, data };
    },
  );

  r.post(
    '/api/vendors/extractions',
    {
      preHandler: write,
      config: READS_THE_WEB,
      schema: { tags, body: extractVendorBodySchema, response: { 200: job } },
    },
    async (req) => {
      const row = await startVendorReading({
        db,
        ai: deps.ai,
        allowPrivateHosts,
        runner,
        actor: actorOf(req),
        url: req.body.url,
      });
      return { success: true as const, data: presentReadingJob(row) };
    },
  );

  r.get(
    '/api/vendors/extractions/:id',
    { preHandler: read, schema: { tags, params: idParamsSchema, response: { 200: job } } },
    async (req) => {
      const row = await findJob(db, actorOf(req).organizationId, req.params.id, [
        VENDOR_READING_JOB,
      ]);
      if (!row) throw notFound('Extraction');
      return { success: true as const, data: presentReadingJob(row) };
    },
  );

  r.post(
    '/api/vendors/:id/refresh',
    {
      preHandler: write,
      config: READS_THE_WEB,
      schema: {
        tags,
        params: idParamsSchema,
        body: z.object({}).optional(),
        response: { 200: job },
      },
    },
    async (req) => {
      const row = await startVendorReading({
        db,
        ai: deps.ai,
        allowPrivateHosts,
        runner,
        actor: actorOf(req),
        vendorId: req.params.id,
      });
      return { success: true as const, data: presentReadingJob(row) };
    },
  );
};
