import { deleteMappingRow, recordAudit, type Db } from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { notFound } from '../../errors.ts';
import { recomputeResidual } from '../risks/recompute-residual.ts';
import { mappingEntityId } from './mapping.presenter.ts';

export const unmapControl = async ({
  actor,
  riskId,
  controlId,
  db,
}: {
  actor: Actor;
  riskId: string;
  controlId: string;
  db: Db;
}): Promise<void> =>
  db.transaction(async (tx) => {
    const removed = await deleteMappingRow(tx, actor.organizationId, riskId, controlId);
    if (!removed) throw notFound('Mapping');
    await recordAudit(tx, {
      organizationId: actor.organizationId,
      actorId: actor.userId,
      action: 'mapping.deleted',
      entityType: 'mapping',
      entityId: mappingEntityId(riskId, controlId),
      before: { riskId, controlId, effectiveness: removed.effectiveness },
      requestId: actor.requestId,
    });
    await recomputeResidual(tx, actor.organizationId, [riskId]);
  });
