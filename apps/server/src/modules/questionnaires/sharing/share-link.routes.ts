import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createShareLinkBodySchema,
  createdShareLinkSchema,
  idParamsSchema,
  linkParamsSchema,
  listQuerySchema,
  ok,
  page,
  shareLinkSchema,
  updateShareLinkBodySchema,
} from '@rampart/contracts';
import { actorOf, requireActor } from '../../../auth/actor.ts';
import type { Deps } from '../../../deps.ts';
import { pageOf } from '../../../platform/routes/pages.ts';
import { createShareLink } from './create-share-link.ts';
import { deleteShareLink } from './delete-share-link.ts';
import { listShareLinks } from './list-share-links.ts';
import { shareLinkUrl } from './share-link-token.ts';
import { presentLink } from './sharing.presenter.ts';
import { updateShareLink } from './update-share-link.ts';

/** §3 Share links of one questionnaire, for those with the `share` permission on it. */
export const shareLinkRoutes = async (app: FastifyInstance, deps: Deps): Promise<void> => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const { livePush, config } = deps;
  const read = requireActor(deps.auth, db, 'questionnaires:read');
  const tags = ['questionnaires'];

  r.get(
    '/api/questionnaires/:id/links',
    {
      preHandler: read,
      schema: {
        tags,
        params: idParamsSchema,
        querystring: listQuerySchema,
        response: { 200: ok(page(shareLinkSchema)) },
      },
    },
    async (req) => {
      const now = new Date();
      const links = pageOf(
        await listShareLinks({ db, actor: actorOf(req), id: req.params.id }),
        req.query,
      );
      return {
        success: true as const,
        data: { ...links, items: links.items.map((l) => presentLink(l, now)) },
      };
    },
  );

  r.post(
    '/api/questionnaires/:id/links',
    {
      preHandler: read,
      schema: {
        tags,
        params: idParamsSchema,
        body: createShareLinkBodySchema,
        response: { 200: ok(createdShareLinkSchema) },
      },
    },
    async (req) => {
      const { id } = req.params;
      const now = new Date();
      const { link, token } = await createShareLink({
        db,
        livePush,
        actor: actorOf(req),
        id,
        input: req.body,
        now,
      });
      return {
        success: true as const,
        data: { ...presentLink(link, now), url: shareLinkUrl(config.publicUrl, token) },
      };
    },
  );

  r.patch(
    '/api/questionnaires/:id/links/:linkId',
    {
      preHandler: read,
      schema: {
        tags,
        params: linkParamsSchema,
        body: updateShareLinkBodySchema,
        response: { 200: ok(shareLinkSchema) },
      },
    },
    async (req) => {
      const { id, linkId } = req.params;
      const now = new Date();
      const link = await updateShareLink({
        db,
        livePush,
        actor: actorOf(req),
        id,
        linkId,
        patch: req.body,
        now,
      });
      return { success: true as const, data: presentLink(link, now) };
    },
  );

  r.delete(
    '/api/questionnaires/:id/links/:linkId',
    {
      preHandler: read,
      schema: {
        tags,
        params: linkParamsSchema,
        response: { 200: ok(z.object({ deleted: z.array(z.string()) })) },
      },
    },
    async (req) => {
      const { id, linkId } = req.params;
      const deleted = await deleteShareLink({ db, livePush, actor: actorOf(req), id, linkId });
      return { success: true as const, data: { deleted: [deleted] } };
    },
  );
};
