import { deleteMappingRow, recordAudit, type Db, type Executor } from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { notFound } from '../../errors.ts';
import { recomputeResidual } from '../risks/recompute-residual.ts';
import { mappingEntityId } from './mapping.presenter.ts';

type Options = { actor: Actor; riskId: string; controlId: string };

export const unmapControl = async ({ db, ...opts }: Options & { db: Db }): Promise<void> =>
  db.transaction((tx) => unmapControlIn(tx, opts));

/** The same, inside the caller's transaction. */
export const unmapControlIn = async (
  tx: Executor,
  { actor, riskId, controlId }: Options,
): Promise<void> => {
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
};
