// The collaboration screen's side panel (§2): comments, versions, activity and assignments.
// Every route asks the questionnaire's own access (questionnaire-access.ts) for what it needs.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  idParamsSchema,
  listQuestionnaireActivityQuerySchema,
  ok,
  page,
  questionnaireActivitySchema,
} from '@rampart/contracts';
import { actorOf, requireActor } from '../../../auth/actor.ts';
import type { Deps } from '../../../deps.ts';
import { presentActivity } from './activity.presenter.ts';
import { assignmentRoutes } from './assignments.routes.ts';
import { commentRoutes } from './comments.routes.ts';
import { listActivity } from './list-activity.ts';
import { panelDeps, type PanelDeps } from './panel-context.ts';
import { versionRoutes } from './versions.routes.ts';

export type PanelRouteContext = {
  deps: PanelDeps;
  read: ReturnType<typeof requireActor>;
  tags: string[];
};

export const questionnairePanelRoutes = async (app: FastifyInstance, deps: Deps): Promise<void> => {
  const context: PanelRouteContext = {
    deps: panelDeps(deps, app.log),
    // Writes too: a reader of the organisation may be invited to comment or edit one
    // questionnaire, so the questionnaire's access decides, not the organisation role.
    read: requireActor(deps.auth, deps.database.db, 'questionnaires:read'),
    tags: ['questionnaires'],
  };
  commentRoutes(app, context);
  versionRoutes(app, context);
  assignmentRoutes(app, context);

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/questionnaires/:id/activity',
    {
      preHandler: context.read,
      schema: {
        tags: context.tags,
        params: idParamsSchema,
        querystring: listQuestionnaireActivityQuerySchema,
        response: { 200: ok(page(questionnaireActivitySchema)) },
      },
    },
    async (req) => {
      const { rows, total, nextCursor } = await listActivity({
        actor: actorOf(req),
        id: req.params.id,
        query: req.query,
        db: context.deps.db,
      });
      return {
        success: true as const,
        data: { items: rows.map(presentActivity), total, nextCursor },
      };
    },
  );
};
