import {
  deleteControlRows,
  findControlsByIds,
  recordAudits,
  riskIdsForControls,
  type Db,
} from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { invalid, notFound } from '../../errors.ts';
import { recomputeResidual } from '../risks/recompute-residual.ts';
import { controlSnapshot } from './control-fields.ts';

/**
 * Deletes all the controls or none. Their mappings and tests go with them, so the risks they
 * mitigated get their residual back.
 */
export const deleteControls = async ({
  actor,
  ids,
  db,
  field,
}: {
  actor: Actor;
  ids: string[];
  db: Db;
  field?: string;
}): Promise<string[]> =>
  db.transaction(async (tx) => {
    const unique = [...new Set(ids)];
    const found = await findControlsByIds(tx, actor.organizationId, unique);
    const known = new Set(found.map((c) => c.id));
    const missing = unique.find((id) => !known.has(id));
    if (missing !== undefined) {
      if (field) throw invalid(`${field}.${ids.indexOf(missing)}`, `Control ${missing} not found`);
      throw notFound('Control');
    }
    const riskIds = await riskIdsForControls(tx, actor.organizationId, unique);
    await deleteControlRows(tx, actor.organizationId, unique);
    await recomputeResidual(tx, actor.organizationId, riskIds);
    await recordAudits(
      tx,
      found.map((control) => ({
        organizationId: actor.organizationId,
        actorId: actor.userId,
        action: 'control.deleted' as const,
        entityType: 'control',
        entityId: control.id,
        before: controlSnapshot(control),
        requestId: actor.requestId,
      })),
    );
    return unique;
  });
