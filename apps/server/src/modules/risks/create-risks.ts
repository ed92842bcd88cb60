import type { CreateRiskBody } from '@rampart/contracts';
import { insertRisks, newId, recordAudit, type Db, type RiskRow } from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { newRiskRow, resolveOwner, riskSnapshot } from './risk-fields.ts';

/**
 * Creates one or many risks in one transaction: all or nothing. `field` names the list in
 * errors ("risks.3.ownerUserId"), so a bulk caller learns which item failed and why.
 */
export const createRisks = async ({
  actor,
  inputs,
  db,
  field,
}: {
  actor: Actor;
  inputs: CreateRiskBody[];
  db: Db;
  field?: string;
}): Promise<RiskRow[]> =>
  db.transaction(async (tx) => {
    const rows = [];
    for (const [i, input] of inputs.entries()) {
      const owner = await resolveOwner(
        tx,
        actor.organizationId,
        input,
        field ? `${field}.${i}.ownerUserId` : 'ownerUserId',
      );
      rows.push(
        newRiskRow(newId('rsk'), actor.organizationId, actor.userId, { ...input, ...owner }),
      );
    }
    const created = await insertRisks(tx, rows);
    for (const risk of created) {
      await recordAudit(tx, {
        organizationId: actor.organizationId,
        actorId: actor.userId,
        action: 'risk.created',
        entityType: 'risk',
        entityId: risk.id,
        after: riskSnapshot(risk),
        requestId: actor.requestId,
      });
    }
    return created;
  });
