import type { CreateControlBody } from '@rampart/contracts';
import { insertControls, newId, recordAudit, type ControlRow, type Db } from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { resolveOwner } from '../risks/risk-fields.ts';
import { controlSnapshot, newControlRow, resolveEffectiveness } from './control-fields.ts';

/**
 * Creates one or many controls in one transaction: all or nothing. `field` names the list in
 * errors ("controls.3.ownerUserId"), so a bulk caller learns which item failed and why.
 */
export const createControls = async ({
  actor,
  inputs,
  db,
  field,
}: {
  actor: Actor;
  inputs: CreateControlBody[];
  db: Db;
  field?: string;
}): Promise<ControlRow[]> =>
  db.transaction(async (tx) => {
    const rows = [];
    for (const [i, input] of inputs.entries()) {
      const at = (name: string) => (field ? `${field}.${i}.${name}` : name);
      const effectiveness = resolveEffectiveness(input, at);
      const owner = await resolveOwner(tx, actor.organizationId, input, at('ownerUserId'));
      rows.push(
        newControlRow(
          newId('ctl'),
          actor.organizationId,
          actor.userId,
          input,
          owner,
          effectiveness,
        ),
      );
    }
    const created = await insertControls(tx, rows);
    for (const control of created) {
      await recordAudit(tx, {
        organizationId: actor.organizationId,
        actorId: actor.userId,
        action: 'control.created',
        entityType: 'control',
        entityId: control.id,
        after: controlSnapshot(control),
        requestId: actor.requestId,
      });
    }
    return created;
  });
