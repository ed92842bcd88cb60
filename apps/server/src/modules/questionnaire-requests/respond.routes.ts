import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ok,
  respondNoteBodySchema,
  respondParamsSchema,
  responseViewSchema,
  saveAnswersBodySchema,
} from '@rampart/contracts';
import type { Deps } from '../../deps.ts';
import { readUploadForm } from '../../platform/files/upload-form.ts';
import { addResponseNote } from './add-response-note.ts';
import { openResponse } from './open-response.ts';
import { createRespondThrottle, respondGate } from './respond-throttle.ts';
import { saveResponseAnswers } from './save-response-answers.ts';
import { submitResponse } from './submit-response.ts';
import { uploadResponseFile } from './upload-response-file.ts';

/**
 * The recipient's routes: no session, the link's secret is the proof (listed as public in
 * testing/route-table.ts). Each call is rate limited per address and per link before anything
 * is read; what the recipient types is stored and shown as data, never run or rendered as HTML.
 */
export const respondRoutes = async (app: FastifyInstance, deps: Deps): Promise<void> => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const { livePush, storage } = deps;
  const throttle = createRespondThrottle(deps.redis);
  const gate = respondGate(throttle);
  const tags = ['questionnaire responses'];
  const base = '/api/respond/:token';
  const view = { 200: ok(responseViewSchema) };

  r.get(
    base,
    { preHandler: gate, schema: { tags, params: respondParamsSchema, response: view } },
    async (req) => ({
      success: true as const,
      data: await openResponse({ db, token: req.params.token }),
    }),
  );

  r.put(
    `${base}/answers`,
    {
      preHandler: gate,
      schema: { tags, params: respondParamsSchema, body: saveAnswersBodySchema, response: view },
    },
    async (req) => ({
      success: true as const,
      data: await saveResponseAnswers({
        db,
        token: req.params.token,
        input: req.body,
        livePush,
        requestId: String(req.id),
      }),
    }),
  );

  r.post(
    `${base}/notes`,
    {
      preHandler: gate,
      schema: { tags, params: respondParamsSchema, body: respondNoteBodySchema, response: view },
    },
    async (req) => ({
      success: true as const,
      data: await addResponseNote({
        db,
        token: req.params.token,
        input: req.body,
        livePush,
        requestId: String(req.id),
      }),
    }),
  );

  r.post(
    `${base}/submit`,
    { preHandler: gate, schema: { tags, params: respondParamsSchema, response: view } },
    async (req) => ({
      success: true as const,
      data: await submitResponse({
        db,
        token: req.params.token,
        livePush,
        requestId: String(req.id),
      }),
    }),
  );

  // Only the upload reads multipart bodies: the parser lives in its own scope.
  await app.register(async (scope) => {
    await scope.register(multipart, { throwFileSizeLimit: true });
    scope.withTypeProvider<ZodTypeProvider>().post(
      `${base}/files`,
      {
        preHandler: respondGate(throttle, true),
        schema: {
          tags,
          params: respondParamsSchema,
          consumes: ['multipart/form-data'],
          response: view,
        },
      },
      async (req) => ({
        success: true as const,
        data: await uploadResponseFile({
          db,
          token: req.params.token,
          readForm: () => readUploadForm(req, storage.spoolDir, deps.config.evidence.maxBytes),
          storage,
          livePush,
          requestId: String(req.id),
        }),
      }),
    );
  });
};
