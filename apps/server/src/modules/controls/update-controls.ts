import type { UpdateControlBody } from '@rampart/contracts';
import {
  controlsWithOpenTests,
  lockControls,
  moveOpenControlTests,
  recordAudits,
  riskIdsForControls,
  updateControlRows,
  type AuditInput,
  type ControlRow,
  type Db,
  type Executor,
  type NewControlRow,
} from '@rampart/db';
import { formatDate, implementationMismatch, reconcileImplementation } from '@rampart/domain';
import type { Actor } from '../../auth/actor.ts';
import { invalid, notFound } from '../../errors.ts';
import { definedOnly } from '../../patch.ts';
import { notifyOwnerChanges } from '../notifications/assignment-notices.ts';
import { ownerResolver } from '../organizations/owners.ts';
import { recomputeResidual } from '../risks/recompute-residual.ts';
import { controlSnapshot, resolveEffectiveness } from './control-fields.ts';

type Update = { id: string; patch: Partial<UpdateControlBody> };

/**
 * Status, progress and checklist agree (decision 025): progress follows the checklist, and
 * Implemented needs every step done; a change that cannot agree is a 400 naming the field.
 */
const implementationFor = (
  before: ControlRow,
  patch: Partial<UpdateControlBody>,
  at: (name: string) => string,
): Partial<NewControlRow> => {
  const { implementationStatus, implementationProgress, checklist } = patch;
  const untouched =
    implementationStatus === undefined && implementationProgress === undefined && !checklist;
  // A row stored before decision 025 (Implemented, steps open) is settled by any change to it.
  if (untouched && implementationMismatch(before) === null) return {};
  const r = reconcileImplementation(before, {
    implementationStatus,
    implementationProgress,
    checklist,
  });
  if ('issue' in r) throw invalid(at(r.issue.field), r.issue.message);
  return { ...r.state, checklist: [...r.state.checklist] };
};

/** What a risk's residual depends on: when one of these changes, the mapped risks move. */
const movesResidual = (a: ControlRow, b: ControlRow) =>
  a.type !== b.type ||
  a.status !== b.status ||
  a.effectiveness !== b.effectiveness ||
  a.nextTestDate?.getTime() !== b.nextTestDate?.getTime();

const sameNextTest = (a: ControlRow, b: ControlRow) =>
  a.nextTestDate?.getTime() === b.nextTestDate?.getTime();

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

/**
 * The same, inside the caller's transaction (imports combine it with creates). A constant number
 * of statements for any batch: the controls are read (and locked) at once, the new rows
 * computed here, written by one UPDATE, the moved risks recomputed together, one audit INSERT.
 */
export const updateControlsIn = async (
  tx: Executor,
  { actor, updates, field }: Options,
): Promise<ControlRow[]> => {
  const org = actor.organizationId;
  const ids = [...new Set(updates.map((u) => u.id))];
  const current = new Map((await lockControls(tx, org, ids)).map((c) => [c.id, c]));
  const original = new Map(current);
  // Clearing the next test date while a test is scheduled would leave the two disagreeing.
  const scheduled = await controlsWithOpenTests(
    tx,
    org,
    updates.filter((u) => u.patch.nextTestDate === null).map((u) => u.id),
  );
  const resolveOwner = ownerResolver(tx, org);
  const steps: { before: ControlRow; after: ControlRow }[] = [];
  const moved = new Set<string>();
  for (const [i, { id, patch }] of updates.entries()) {
    const at = (name: string) => (field ? `${field}.${i}.${name}` : name);
    // A control listed twice takes its updates in order, each from the state the last one left.
    const before = current.get(id);
    if (!before) {
      if (field) throw invalid(at('id'), `Control ${id} not found`);
      throw notFound('Control');
    }
    if (patch.nextTestDate === null && scheduled.has(id)) {
      const on = scheduled.get(id);
      throw invalid(
        at('nextTestDate'),
        `A test is scheduled${on ? ` for ${formatDate(on)}` : ''}: reschedule it or record its result`,
      );
    }
    const { effectiveness: _e, effectivenessPercent: _p, owner, ownerUserId, ...rest } = patch;
    const values: Partial<NewControlRow> = {
      ...rest,
      ...implementationFor(before, patch, at),
      ...resolveEffectiveness(patch, at),
      ...(await resolveOwner({ owner, ownerUserId }, at('ownerUserId'))),
    };
    const after = { ...before, ...definedOnly(values) } as ControlRow;
    if (movesResidual(before, after)) moved.add(id);
    current.set(id, after);
    steps.push({ before, after });
  }
  const stored = new Map(
    (await updateControlRows(tx, org, [...current.values()])).map((c) => [c.id, c]),
  );
  // Each update answers with the control as it left it; the last one per control as stored.
  const out = steps.map(({ after }) => {
    if (current.get(after.id) !== after) return after;
    const row = stored.get(after.id);
    if (!row) throw notFound('Control');
    return row;
  });
  // A next test date set by hand moves the open scheduled test with it (decision 005, "One due
  // date, one overdue"): the date a person sets is the date the overdue rule reads.
  await moveOpenControlTests(
    tx,
    org,
    [...current.values()]
      .filter((c) => c.nextTestDate && !sameNextTest(c, original.get(c.id)!))
      .map((c) => ({ controlId: c.id, scheduledFor: c.nextTestDate! })),
  );
  if (moved.size > 0) {
    await recomputeResidual(tx, org, await riskIdsForControls(tx, org, [...moved]));
  }
  await recordAudits(
    tx,
    steps.map(({ before }, i): AuditInput => ({
      organizationId: org,
      actorId: actor.userId,
      action: 'control.updated',
      entityType: 'control',
      entityId: before.id,
      before: controlSnapshot(before),
      after: controlSnapshot(out[i]!),
      requestId: actor.requestId,
    })),
  );
  await notifyOwnerChanges(
    tx,
    actor,
    'control',
    steps.map((s, i) => ({ ...s, after: out[i]! })),
  );
  return out;
};
