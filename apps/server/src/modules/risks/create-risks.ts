import type { CreateRiskBody } from '@rampart/contracts';
import {
  insertRisks,
  newId,
  recordAudits,
  type Db,
  type Executor,
  type RiskRow,
} from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { notifyOwnerChanges } from '../notifications/assignment-notices.ts';
import { ownerResolver } from '../organizations/owners.ts';
import { newRiskRow, riskSnapshot } from './risk-fields.ts';

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
  const resolveOwner = ownerResolver(tx, actor.organizationId);
  const rows = [];
  for (const [i, input] of inputs.entries()) {
    const owner = await resolveOwner(input, field ? `${field}.${i}.ownerUserId` : 'ownerUserId');
    rows.push(newRiskRow(newId('rsk'), actor.organizationId, actor.userId, { ...input, ...owner }));
  }
  // One insert for the rows and one for their audit events, whatever the batch's size.
  const created = await insertRisks(tx, rows);
  await notifyOwnerChanges(
    tx,
    actor,
    'risk',
    created.map((after) => ({ after })),
  );
  await recordAudits(
    tx,
    created.map((risk) => ({
      organizationId: actor.organizationId,
      actorId: actor.userId,
      action: 'risk.created' as const,
      entityType: 'risk',
      entityId: risk.id,
      after: riskSnapshot(risk),
      requestId: actor.requestId,
    })),
  );
  return created;
};
