import { deleteImportedFramework, recordAudit, type Db } from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { AppError } from '../../errors.ts';
import { visibleFramework } from './visible-framework.ts';

/** Removes an imported framework; built-in frameworks cannot be deleted (only untracked). */
export const deleteFramework = async ({
  db,
  actor,
  frameworkId,
}: {
  db: Db;
  actor: Actor;
  frameworkId: string;
}): Promise<string> =>
  db.transaction(async (tx) => {
    const row = await visibleFramework(tx, actor.organizationId, frameworkId);
    if (row.framework.organizationId === null) {
      throw new AppError(
        'CONFLICT',
        'Built-in frameworks cannot be deleted; stop tracking it instead',
      );
    }
    await deleteImportedFramework(tx, actor.organizationId, frameworkId);
    await recordAudit(tx, {
      organizationId: actor.organizationId,
      actorId: actor.userId,
      action: 'framework.deleted',
      entityType: 'framework',
      entityId: frameworkId,
      before: {
        name: row.framework.name,
        version: row.framework.version,
        requirements: row.requirementCount,
      },
      requestId: actor.requestId,
    });
    return frameworkId;
  });
