import type { UpdateRiskBody } from '@rampart/contracts';
import {
  lockRisks,
  recordAudits,
  updateRiskRows,
  type AuditInput,
  type Db,
  type Executor,
  type RiskRow,
} from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { invalid, notFound } from '../../errors.ts';
import { definedOnly } from '../../patch.ts';
import { notifyOwnerChanges } from '../notifications/assignment-notices.ts';
import { ownerResolver } from '../organizations/owners.ts';
import { mitigationsAt } from './mitigations.ts';
import { residualInputs } from './residual-inputs.ts';
import { derivedRiskFields, riskSnapshot } from './risk-fields.ts';

type Update = { id: string; patch: Partial<UpdateRiskBody> };

/**
 * Applies updates in one transaction, recomputing score, level, residual and the review date
 * from the new values. A missing risk is a 404 for one update, a named item for many.
 */
type Options = { actor: Actor; updates: Update[]; field?: string };

export const updateRisks = async ({ db, ...opts }: Options & { db: Db }): Promise<RiskRow[]> =>
  db.transaction((tx) => updateRisksIn(tx, opts));

/**
 * The same, inside the caller's transaction. A constant number of statements for any batch:
 * the risks are read (and locked) at once, the new rows computed here, then written by one
 * UPDATE and audited by one INSERT.
 */
export const updateRisksIn = async (
  tx: Executor,
  { actor, updates, field }: Options,
): Promise<RiskRow[]> => {
  const org = actor.organizationId;
  const ids = [...new Set(updates.map((u) => u.id))];
  // One after the other: a transaction's queries share one connection.
  const found = await lockRisks(tx, org, ids);
  const mitigations = await mitigationsAt(tx, org, ids, new Date());
  const current = new Map(found.map((r) => [r.id, r]));
  const resolveOwner = ownerResolver(tx, org);
  const steps: { before: RiskRow; after: RiskRow }[] = [];
  for (const [i, { id, patch }] of updates.entries()) {
    const at = (name: string) => (field ? `${field}.${i}.${name}` : name);
    // A risk listed twice takes its updates in order, each from the state the last one left.
    const before = current.get(id);
    if (!before) {
      if (field) throw invalid(at('id'), `Risk ${id} not found`);
      throw notFound('Risk');
    }
    const owner = await resolveOwner(patch, at('ownerUserId'));
    const merged = { ...before, ...definedOnly({ ...patch, ...owner }) } as RiskRow;
    const rescheduled =
      patch.reviewCadence !== undefined ||
      patch.lastAssessed !== undefined ||
      patch.nextReview !== undefined;
    const derived = derivedRiskFields(
      {
        likelihood: merged.likelihood,
        impact: merged.impact,
        reviewCadence: merged.reviewCadence,
        lastAssessed: merged.lastAssessed,
        dateIdentified: merged.dateIdentified,
        nextReview: rescheduled ? (patch.nextReview ?? null) : before.nextReview,
      },
      residualInputs(mitigations.get(id)),
    );
    const after = { ...merged, ...derived };
    current.set(id, after);
    steps.push({ before, after });
  }
  const stored = new Map(
    (await updateRiskRows(tx, org, [...current.values()])).map((r) => [r.id, r]),
  );
  // Each update answers with the risk as it left it; the last one per risk as stored.
  const out = steps.map(({ after }) => {
    if (current.get(after.id) !== after) return after;
    const row = stored.get(after.id);
    if (!row) throw notFound('Risk');
    return row;
  });
  await recordAudits(
    tx,
    steps.map(({ before }, i): AuditInput => ({
      organizationId: org,
      actorId: actor.userId,
      action: 'risk.updated',
      entityType: 'risk',
      entityId: before.id,
      before: riskSnapshot(before),
      after: riskSnapshot(out[i]!),
      requestId: actor.requestId,
    })),
  );
  await notifyOwnerChanges(
    tx,
    actor,
    'risk',
    steps.map((s, i) => ({ ...s, after: out[i]! })),
  );
  return out;
};
