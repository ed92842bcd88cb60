import { deleteFindingRow, recordAudit, type Db } from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { notFound } from '../../errors.ts';
import { findingSnapshot } from './finding-fields.ts';

export const deleteFinding = async ({
  actor,
  id,
  db,
}: {
  actor: Actor;
  id: string;
  db: Db;
}): Promise<string> =>
  db.transaction(async (tx) => {
    const before = await deleteFindingRow(tx, actor.organizationId, id);
    if (!before) throw notFound('Finding');
    await recordAudit(tx, {
      organizationId: actor.organizationId,
      actorId: actor.userId,
      action: 'finding.deleted',
      entityType: 'finding',
      entityId: id,
      before: findingSnapshot(before),
      requestId: actor.requestId,
    });
    return id;
  });
