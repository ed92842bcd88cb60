import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  compareQuestionnaireVersionsQuerySchema,
  createQuestionnaireVersionBodySchema,
  idParamsSchema,
  listQuerySchema,
  ok,
  page,
  questionnaireVersionComparisonSchema,
  questionnaireVersionDetailSchema,
  questionnaireVersionParamsSchema,
  questionnaireVersionSchema,
} from '@rampart/contracts';
import { actorOf } from '../../../auth/actor.ts';
import { compareVersions } from './compare-versions.ts';
import { createVersion } from './create-version.ts';
import { getVersion } from './get-version.ts';
import { listVersions } from './list-versions.ts';
import type { PanelRouteContext } from './panel.routes.ts';
import { restoreVersion } from './restore-version.ts';
import { presentVersion, presentVersionDetail } from './version.presenter.ts';

export const versionRoutes = (app: FastifyInstance, { deps, read, tags }: PanelRouteContext) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = '/api/questionnaires/:id/versions';
  const detail = ok(questionnaireVersionDetailSchema);

  r.get(
    base,
    {
      preHandler: read,
      schema: {
        tags,
        params: idParamsSchema,
        querystring: listQuerySchema,
        response: { 200: ok(page(questionnaireVersionSchema)) },
      },
    },
    async (req) => {
      const { rows, total, nextCursor } = await listVersions({
        actor: actorOf(req),
        id: req.params.id,
        query: req.query,
        db: deps.db,
      });
      return {
        success: true as const,
        data: { items: rows.map(presentVersion), total, nextCursor },
      };
    },
  );

  r.post(
    base,
    {
      preHandler: read,
      schema: {
        tags,
        params: idParamsSchema,
        body: createQuestionnaireVersionBodySchema,
        response: { 200: detail },
      },
    },
    async (req) => {
      const row = await createVersion({
        actor: actorOf(req),
        id: req.params.id,
        input: req.body,
        deps,
      });
      return { success: true as const, data: presentVersionDetail(row) };
    },
  );

  r.get(
    `${base}/compare`,
    {
      preHandler: read,
      schema: {
        tags,
        params: idParamsSchema,
        querystring: compareQuestionnaireVersionsQuerySchema,
        response: { 200: ok(questionnaireVersionComparisonSchema) },
      },
    },
    async (req) => ({
      success: true as const,
      data: await compareVersions({
        actor: actorOf(req),
        id: req.params.id,
        ...req.query,
        db: deps.db,
      }),
    }),
  );

  r.get(
    `${base}/:versionId`,
    {
      preHandler: read,
      schema: { tags, params: questionnaireVersionParamsSchema, response: { 200: detail } },
    },
    async (req) => {
      const row = await getVersion({ actor: actorOf(req), ...req.params, db: deps.db });
      return { success: true as const, data: presentVersionDetail(row) };
    },
  );

  r.post(
    `${base}/:versionId/restore`,
    {
      preHandler: read,
      schema: { tags, params: questionnaireVersionParamsSchema, response: { 200: detail } },
    },
    async (req) => {
      const row = await restoreVersion({ actor: actorOf(req), ...req.params, deps });
      return { success: true as const, data: presentVersionDetail(row) };
    },
  );
};
