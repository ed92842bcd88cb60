import type { CreateControlBody } from '@rampart/contracts';
import {
  insertControls,
  newId,
  recordAudits,
  type ControlRow,
  type Db,
  type Executor,
} from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { notifyOwnerChanges } from '../notifications/assignment-notices.ts';
import { ownerResolver } from '../organizations/owners.ts';
import { controlSnapshot, newControlRow, resolveEffectiveness } from './control-fields.ts';

/**
 * Creates one or many controls in one transaction: all or nothing. `field` names the list in
 * errors ("controls.3.ownerUserId"), so a bulk caller learns which item failed and why.
 */
type Options = { actor: Actor; inputs: CreateControlBody[]; field?: string };

export const createControls = async ({
  db,
  ...opts
}: Options & { db: Db }): Promise<ControlRow[]> =>
  db.transaction((tx) => createControlsIn(tx, opts));

/** The same, inside the caller's transaction (imports combine it with updates). */
export const createControlsIn = async (
  tx: Executor,
  { actor, inputs, field }: Options,
): Promise<ControlRow[]> => {
  const resolveOwner = ownerResolver(tx, actor.organizationId);
  const rows = [];
  for (const [i, input] of inputs.entries()) {
    const at = (name: string) => (field ? `${field}.${i}.${name}` : name);
    const effectiveness = resolveEffectiveness(input, at);
    const owner = await resolveOwner(input, at('ownerUserId'));
    rows.push(
      newControlRow(
        newId('ctl'),
        actor.organizationId,
        actor.userId,
        input,
        owner,
        effectiveness,
        at,
      ),
    );
  }
  // One insert for the rows and one for their audit events, whatever the batch's size.
  const created = await insertControls(tx, rows);
  await notifyOwnerChanges(
    tx,
    actor,
    'control',
    created.map((after) => ({ after })),
  );
  await recordAudits(
    tx,
    created.map((control) => ({
      organizationId: actor.organizationId,
      actorId: actor.userId,
      action: 'control.created' as const,
      entityType: 'control',
      entityId: control.id,
      after: controlSnapshot(control),
      requestId: actor.requestId,
    })),
  );
  return created;
};
