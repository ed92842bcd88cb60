import { deleteRisks as remove, findRisks, recordAudits, type Db } from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { invalid, notFound } from '../../errors.ts';
import { riskSnapshot } from './risk-fields.ts';

/** Deletes all the risks or none; their mappings go with them. */
export const deleteRisks = async ({
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
    const found = await findRisks(tx, actor.organizationId, unique);
    const known = new Set(found.map((r) => r.id));
    const missing = unique.findIndex((id) => !known.has(id));
    if (missing >= 0) {
      if (field)
        throw invalid(
          `${field}.${ids.indexOf(unique[missing]!)}`,
          `Risk ${unique[missing]} not found`,
        );
      throw notFound('Risk');
    }
    await remove(tx, actor.organizationId, unique);
    await recordAudits(
      tx,
      found.map((risk) => ({
        organizationId: actor.organizationId,
        actorId: actor.userId,
        action: 'risk.deleted' as const,
        entityType: 'risk',
        entityId: risk.id,
        before: riskSnapshot(risk),
        requestId: actor.requestId,
      })),
    );
    return unique;
  });
