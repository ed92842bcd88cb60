import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  certificationIdParamsSchema,
  certificationListSchema,
  certificationSchema,
  createCertificationBodySchema,
  listQuerySchema,
  ok,
  updateCertificationBodySchema,
} from '@rampart/contracts';
import { hasPermission } from '@rampart/domain';
import { listCertifications } from '@rampart/db';
import { actorOf, requireActor } from '../../auth/actor.ts';
import type { Deps } from '../../deps.ts';
import { pageOf } from '../../platform/routes/pages.ts';
import { presentCertification, todayOf } from './certification.presenter.ts';
import { createCertification } from './create-certification.ts';
import { deleteCertification } from './delete-certification.ts';
import { updateCertification } from './update-certification.ts';

/**
 * Certifications and attestations the organisation holds (issue 22 point 1): read with the
 * frameworks, kept by those who keep the frameworks.
 */
export const certificationsRoutes = async (app: FastifyInstance, deps: Deps): Promise<void> => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const tags = ['certifications'];
  const read = requireActor(deps.auth, db, 'frameworks:read');
  const write = requireActor(deps.auth, db, 'frameworks:write');
  const base = '/api/certifications';

  r.get(
    base,
    {
      preHandler: read,
      schema: {
        tags,
        querystring: listQuerySchema,
        response: { 200: ok(certificationListSchema) },
      },
    },
    async (req) => {
      const actor = actorOf(req);
      const today = todayOf();
      const all = (await listCertifications(db, actor.organizationId)).map((row) =>
        presentCertification(row, today),
      );
      return {
        success: true as const,
        data: {
          ...pageOf(all, req.query),
          abilities: { manage: hasPermission(actor.permissions, 'frameworks:write') },
        },
      };
    },
  );

  r.post(
    base,
    {
      preHandler: write,
      schema: {
        tags,
        body: createCertificationBodySchema,
        response: { 200: ok(certificationSchema) },
      },
    },
    async (req) => ({
      success: true as const,
      data: await createCertification({ actor: actorOf(req), input: req.body, db }),
    }),
  );

  r.patch(
    `${base}/:id`,
    {
      preHandler: write,
      schema: {
        tags,
        params: certificationIdParamsSchema,
        body: updateCertificationBodySchema,
        response: { 200: ok(certificationSchema) },
      },
    },
    async (req) => ({
      success: true as const,
      data: await updateCertification({
        actor: actorOf(req),
        id: req.params.id,
        input: req.body,
        db,
      }),
    }),
  );

  r.delete(
    `${base}/:id`,
    {
      preHandler: write,
      schema: {
        tags,
        params: certificationIdParamsSchema,
        response: { 200: ok(z.object({ done: z.literal(true) })) },
      },
    },
    async (req) => {
      await deleteCertification({ actor: actorOf(req), id: req.params.id, db });
      return { success: true as const, data: { done: true as const } };
    },
  );
};
