import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  auditEventSchema,
  auditQuerySchema,
  exportAuditQuerySchema,
  ok,
  page,
} from '@rampart/contracts';
import { listAuditEvents } from '@rampart/db';
import { actorOf, requireActor } from '../../auth/actor.ts';
import type { Deps } from '../../deps.ts';
import { sendExportFile } from '../../plugins/export-file.ts';
import { exportAuditEvents } from './export-audit-events.ts';
import { presentAuditEvent } from './audit.presenter.ts';

/** Read-only by design: no route updates or deletes an audit event. */
export const auditRoutes = async (app: FastifyInstance, deps: Deps): Promise<void> => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const read = requireActor(deps.auth, db, 'audit:read');
  r.get(
    '/api/audit-events',
    {
      preHandler: read,
      schema: {
        tags: ['audit'],
        querystring: auditQuerySchema,
        response: { 200: ok(page(auditEventSchema)) },
      },
    },
    async (req) => {
      const result = await listAuditEvents(db, actorOf(req).organizationId, req.query);
      return {
        success: true as const,
        data: { ...result, items: result.items.map(presentAuditEvent) },
      };
    },
  );

  r.get(
    '/api/audit-events/export',
    { preHandler: read, schema: { tags: ['audit'], querystring: exportAuditQuerySchema } },
    async (req, reply) =>
      sendExportFile(reply, await exportAuditEvents({ db, actor: actorOf(req), query: req.query })),
  );
};
