import type { FastifyBaseLogger } from 'fastify';
import {
  deleteOrganizationRow,
  lockOrganizationForPurge,
  organizationFileKeys,
  organizationsDueForPurge,
  type Db,
} from '@rampart/db';
import type { FileStorage } from '../../../platform/files/file-storage.ts';
import { dueIfAskedBy } from './organization-deletion-rules.ts';

/**
 * Purges every organisation whose grace period has ended: its row, and with it every row of it
 * (each table's foreign key cascades), in one transaction per organisation, locked so two
 * processes never purge the same one; then its stored files. A file that cannot be removed is
 * logged (its key names nothing any more) and the purge goes on. Returns how many went.
 */
export const purgeOrganizations = async ({
  db,
  storage,
  log,
  now = new Date(),
}: {
  db: Db;
  storage: FileStorage;
  log: FastifyBaseLogger;
  now?: Date;
}): Promise<number> => {
  const askedBy = dueIfAskedBy(now);
  let purged = 0;
  for (const organizationId of await organizationsDueForPurge(db, askedBy)) {
    const keys = await db.transaction(async (tx) => {
      if (!(await lockOrganizationForPurge(tx, organizationId, askedBy))) return null;
      const files = await organizationFileKeys(tx, organizationId);
      await deleteOrganizationRow(tx, organizationId);
      return files;
    });
    if (!keys) continue;
    purged++;
    let kept = 0;
    for (const file of keys) {
      if (file.storage !== null && file.storage !== storage.kind) {
        kept++;
        continue;
      }
      await storage.remove(file.key).catch((err: unknown) => {
        kept++;
        log.warn({ err, key: file.key }, 'a purged organisation’s file could not be removed');
      });
    }
    log.info({ organizationId, files: keys.length, kept }, 'organisation purged');
  }
  return purged;
};
