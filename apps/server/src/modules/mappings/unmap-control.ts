import {
  deleteMappingRows,
  recordAudits,
  type Db,
  type Executor,
  type MappingKey,
} from '@rampart/db';
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
): Promise<void> => unmapControlsIn(tx, { actor, pairs: [{ riskId, controlId }] });

/**
 * Removes many mappings all or nothing in a constant number of statements: one delete, one
 * audit insert, and the residual of the risks recomputed together.
 */
export const unmapControlsIn = async (
  tx: Executor,
  { actor, pairs }: { actor: Actor; pairs: MappingKey[] },
): Promise<void> => {
  const removed = await deleteMappingRows(tx, actor.organizationId, pairs);
  const unique = new Set(pairs.map((p) => mappingEntityId(p.riskId, p.controlId)));
  if (removed.length < unique.size) throw notFound('Mapping');
  await recordAudits(
    tx,
    removed.map((m) => ({
      organizationId: actor.organizationId,
      actorId: actor.userId,
      action: 'mapping.deleted' as const,
      entityType: 'mapping',
      entityId: mappingEntityId(m.riskId, m.controlId),
      before: { riskId: m.riskId, controlId: m.controlId, effectiveness: m.effectiveness },
      requestId: actor.requestId,
    })),
  );
  await recomputeResidual(
    tx,
    actor.organizationId,
    removed.map((m) => m.riskId),
  );
};
