import type { CreateRiskBody } from '@rampart/contracts';
import { insertRisks, newId, recordAudit, type Db, type Executor, type RiskRow } from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { newRiskRow, resolveOwner, riskSnapshot } from './risk-fields.ts';

/**
 * Creates one or many risks in one transaction: all or nothing. `field` names the list in
 * errors ("risks.3.ownerUserId"), so a bulk caller learns which item failed and why.
 */
type Options = { actor: Actor; inputs: CreateRiskBody[]; field?: string };

export const createRisks = async ({ db, ...opts }: Options & { db: Db }): Promise<RiskRow[]> =>
  db.transaction((tx) => createRisksIn(tx, opts));

/** The same, inside the caller's transaction (imports combine it with updates). */
export const createRisksIn = async (
  tx: Executor,
  { actor, inputs, field }: Options,
): Promise<RiskRow[]> => {
  const rows = [];
  for (const [i, input] of inputs.entries()) {
    const owner = await resolveOwner(
      tx,
      actor.organizationId,
      input,
      field ? `${field}.${i}.ownerUserId` : 'ownerUserId',
    );
    rows.push(newRiskRow(newId('rsk'), actor.organizationId, actor.userId, { ...input, ...owner }));
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
};
