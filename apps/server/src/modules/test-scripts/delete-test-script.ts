import { deleteTestScriptRow, recordAudit, type Db } from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { notFound } from '../../errors.ts';
import { testScriptSnapshot } from './test-script-fields.ts';

/**
 * Deletes a script with its links and run history. Control tests it recorded stay in the
 * controls' history.
 */
export const deleteTestScript = async ({
  actor,
  id,
  db,
}: {
  actor: Actor;
  id: string;
  db: Db;
}): Promise<void> =>
  db.transaction(async (tx) => {
    const removed = await deleteTestScriptRow(tx, actor.organizationId, id);
    if (!removed) throw notFound('Test script');
    await recordAudit(tx, {
      organizationId: actor.organizationId,
      actorId: actor.userId,
      action: 'test_script.deleted',
      entityType: 'test_script',
      entityId: id,
      before: testScriptSnapshot(removed),
      requestId: actor.requestId,
    });
  });
