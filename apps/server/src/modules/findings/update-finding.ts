import type { UpdateFindingBody } from '@rampart/contracts';
import {
  findFinding,
  recordAudit,
  updateFindingRow,
  type Db,
  type FindingRecord,
} from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { notFound } from '../../errors.ts';
import { notifyOwnerChanges } from '../notifications/assignment-notices.ts';
import { checkFindingLinks, findingSnapshot } from './finding-fields.ts';

export const updateFinding = async ({
  actor,
  id,
  patch,
  db,
}: {
  actor: Actor;
  id: string;
  patch: UpdateFindingBody;
  db: Db;
}): Promise<FindingRecord> =>
  db.transaction(async (tx) => {
    const before = await findFinding(tx, actor.organizationId, id);
    if (!before) throw notFound('Finding');
    await checkFindingLinks(tx, actor.organizationId, patch);
    const after = await updateFindingRow(tx, actor.organizationId, id, patch);
    if (!after) throw notFound('Finding');
    await notifyOwnerChanges(tx, actor, 'finding', [{ before, after }]);
    await recordAudit(tx, {
      organizationId: actor.organizationId,
      actorId: actor.userId,
      action: 'finding.updated',
      entityType: 'finding',
      entityId: id,
      before: findingSnapshot(before),
      after: findingSnapshot(after),
      requestId: actor.requestId,
    });
    return (await findFinding(tx, actor.organizationId, id))!;
  });
