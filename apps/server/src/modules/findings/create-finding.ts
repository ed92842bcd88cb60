import type { CreateFindingBody } from '@rampart/contracts';
import {
  findFinding,
  insertFinding,
  newId,
  recordAudit,
  type Db,
  type FindingRecord,
} from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { notifyOwnerChanges } from '../notifications/assignment-notices.ts';
import { checkFindingLinks, findingSnapshot } from './finding-fields.ts';

export const createFinding = async ({
  actor,
  input,
  db,
}: {
  actor: Actor;
  input: CreateFindingBody;
  db: Db;
}): Promise<FindingRecord> =>
  db.transaction(async (tx) => {
    await checkFindingLinks(tx, actor.organizationId, input);
    const row = await insertFinding(tx, {
      id: newId('fnd'),
      organizationId: actor.organizationId,
      title: input.title,
      description: input.description,
      severity: input.severity,
      status: input.status,
      ownerUserId: input.ownerUserId ?? null,
      dueDate: input.dueDate ?? null,
      remediation: input.remediation,
      controlId: input.controlId ?? null,
      assessmentId: input.assessmentId ?? null,
      createdBy: actor.userId,
    });
    await notifyOwnerChanges(tx, actor, 'finding', [{ after: row }]);
    await recordAudit(tx, {
      organizationId: actor.organizationId,
      actorId: actor.userId,
      action: 'finding.created',
      entityType: 'finding',
      entityId: row.id,
      after: findingSnapshot(row),
      requestId: actor.requestId,
    });
    return (await findFinding(tx, actor.organizationId, row.id))!;
  });
