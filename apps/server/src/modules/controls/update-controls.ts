import type { UpdateControlBody } from '@rampart/contracts';
import {
  findControl,
  recordAudit,
  riskIdsForControls,
  updateControlRow,
  type ControlRow,
  type Db,
  type Executor,
  type NewControlRow,
} from '@rampart/db';
import { progressFromChecklist } from '@rampart/domain';
import type { Actor } from '../../auth/actor.ts';
import { invalid, notFound } from '../../errors.ts';
import { recomputeResidual } from '../risks/recompute-residual.ts';
import { resolveOwner } from '../risks/risk-fields.ts';
import { controlSnapshot, resolveEffectiveness } from './control-fields.ts';

type Update = { id: string; patch: Partial<UpdateControlBody> };

/** Progress follows the checklist, and an implemented control is 100% done, unless given. */
const implementationProgressFor = (
  patch: Partial<UpdateControlBody>,
): Pick<NewControlRow, 'implementationProgress'> => {
  if (patch.implementationProgress !== undefined) return {};
  if (patch.implementationStatus === 'implemented') return { implementationProgress: 100 };
  if (patch.checklist) return { implementationProgress: progressFromChecklist(patch.checklist) };
  return {};
};

/** What a risk's residual depends on: when one of these changes, the mapped risks move. */
const movesResidual = (a: ControlRow, b: ControlRow) =>
  a.type !== b.type || a.status !== b.status || a.effectiveness !== b.effectiveness;

/**
 * Applies updates in one transaction. A missing control is a 404 for one update, a named item
 * for many; the residual of every risk mapped to a changed control is recomputed.
 */
type Options = { actor: Actor; updates: Update[]; field?: string };

export const updateControls = async ({
  db,
  ...opts
}: Options & { db: Db }): Promise<ControlRow[]> =>
  db.transaction((tx) => updateControlsIn(tx, opts));

/** The same, inside the caller's transaction (imports combine it with creates). */
export const updateControlsIn = async (
  tx: Executor,
  { actor, updates, field }: Options,
): Promise<ControlRow[]> => {
  const out: ControlRow[] = [];
  for (const [i, { id, patch }] of updates.entries()) {
    const at = (name: string) => (field ? `${field}.${i}.${name}` : name);
    const before = await findControl(tx, actor.organizationId, id);
    if (!before) {
      if (field) throw invalid(at('id'), `Control ${id} not found`);
      throw notFound('Control');
    }
    const { effectiveness: _e, effectivenessPercent: _p, owner, ownerUserId, ...rest } = patch;
    const values: Partial<NewControlRow> = {
      ...rest,
      ...implementationProgressFor(patch),
      ...resolveEffectiveness(patch, at),
      ...(await resolveOwner(tx, actor.organizationId, { owner, ownerUserId }, at('ownerUserId'))),
    };
    const after = await updateControlRow(tx, actor.organizationId, id, values);
    if (!after) throw notFound('Control');
    if (movesResidual(before, after)) {
      await recomputeResidual(
        tx,
        actor.organizationId,
        await riskIdsForControls(tx, actor.organizationId, [id]),
      );
    }
    await recordAudit(tx, {
      organizationId: actor.organizationId,
      actorId: actor.userId,
      action: 'control.updated',
      entityType: 'control',
      entityId: id,
      before: controlSnapshot(before),
      after: controlSnapshot(after),
      requestId: actor.requestId,
    });
    out.push(after);
  }
  return out;
};
