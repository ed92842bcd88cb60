import type { FastifyInstance } from 'fastify';
import { principalOf, requireSession } from '../../auth/actor.ts';
import type { Deps } from '../../deps.ts';
import { sendExportFile } from '../../plugins/export-file.ts';
import { exportPersonalData } from './export-personal-data.ts';

/**
 * The signed-in person's own data as a file. A session is enough and required: an API token
 * acts for one organisation, and this answer spans all of the person's.
 */
export const personalDataRoutes = async (app: FastifyInstance, deps: Deps): Promise<void> => {
  app.get(
    '/api/account/data',
    { preHandler: requireSession(deps.auth), schema: { tags: ['account'] } },
    async (req, reply) =>
      sendExportFile(reply, await exportPersonalData(deps.database.db, principalOf(req).userId)),
  );
};
