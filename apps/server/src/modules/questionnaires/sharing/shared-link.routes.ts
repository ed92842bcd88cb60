import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ok,
  openShareLinkBodySchema,
  SHARE_GRANT_HEADER,
  shareGrantSchema,
  sharedLinkInfoSchema,
  sharedLinkQuestionnaireSchema,
  shareTokenParamsSchema,
} from '@rampart/contracts';
import { loadCookiePrincipal } from '../../../auth/session-principal.ts';
import type { Deps } from '../../../deps.ts';
import { openShareLink } from './open-share-link.ts';
import { readSharedLink } from './read-shared-link.ts';
import { readSharedQuestionnaire } from './read-shared-questionnaire.ts';
import { sharedLinkCommentRoutes } from './shared-link-comments.routes.ts';
import { createShareLinkThrottle } from './share-link-throttle.ts';
import { presentSharedQuestionnaire } from './sharing.presenter.ts';

/**
 * The holder's side of a share link: public routes (route-table.ts lists them), where the token
 * in the path is the proof and the pass from opening it (`x-share-grant`) the session.
 */
export const sharedLinkRoutes = async (app: FastifyInstance, deps: Deps): Promise<void> => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const { config } = deps;
  const throttle = createShareLinkThrottle(config.signIn, deps.redis);
  const tags = ['shared links'];
  const params = shareTokenParamsSchema;

  r.get(
    '/api/shared-links/:token',
    { schema: { tags, params, response: { 200: ok(sharedLinkInfoSchema) } } },
    async (req) => ({
      success: true as const,
      data: await readSharedLink({ db, token: req.params.token }),
    }),
  );

  r.post(
    '/api/shared-links/:token/open',
    {
      schema: {
        tags,
        params,
        body: openShareLinkBodySchema,
        response: { 200: ok(shareGrantSchema) },
      },
    },
    async (req) => {
      const opened = await openShareLink({
        db,
        config,
        throttle,
        token: req.params.token,
        password: req.body.password,
        // A link that asks for sign-in wants a person's session, never a script's token.
        principal: await loadCookiePrincipal(deps.auth, req),
        ip: req.ip,
      });
      return {
        success: true as const,
        data: {
          grant: opened.grant,
          ...presentSharedQuestionnaire(opened.claims, opened.link, opened.questionnaire),
        },
      };
    },
  );

  r.get(
    '/api/shared-links/:token/questionnaire',
    { schema: { tags, params, response: { 200: ok(sharedLinkQuestionnaireSchema) } } },
    async (req) => {
      const header = req.headers[SHARE_GRANT_HEADER];
      const { verified, link, questionnaire } = await readSharedQuestionnaire({
        db,
        config,
        token: req.params.token,
        grant: Array.isArray(header) ? header[0] : header,
      });
      return {
        success: true as const,
        data: presentSharedQuestionnaire(verified, link, questionnaire),
      };
    },
  );

  await sharedLinkCommentRoutes(app, deps);
};
