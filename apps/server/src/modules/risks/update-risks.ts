import type { UpdateRiskBody } from '@rampart/contracts';
import {
  findRisk,
  mitigationsByRisk,
  recordAudit,
  updateRiskRow,
  type Db,
  type Executor,
  type RiskRow,
} from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { invalid, notFound } from '../../errors.ts';
import { derivedRiskFields, resolveOwner, riskSnapshot } from './risk-fields.ts';

type Update = { id: string; patch: Partial<UpdateRiskBody> };

/**
 * Applies updates in one transaction, recomputing score, level, residual and the review date
 * from the new values. A missing risk is a 404 for one update, a named item for many.
 */
type Options = { actor: Actor; updates: Update[]; field?: string };

export const updateRisks = async ({ db, ...opts }: Options & { db: Db }): Promise<RiskRow[]> =>
  db.transaction((tx) => updateRisksIn(tx, opts));

/** The same, inside the caller's transaction. */
export const updateRisksIn = async (
  tx: Executor,
  { actor, updates, field }: Options,
): Promise<RiskRow[]> => {
  const out: RiskRow[] = [];
  for (const [i, { id, patch }] of updates.entries()) {
    const at = (name: string) => (field ? `${field}.${i}.${name}` : name);
    const before = await findRisk(tx, actor.organizationId, id);
    if (!before) {
      if (field) throw invalid(at('id'), `Risk ${id} not found`);
      throw notFound('Risk');
    }
    const owner = await resolveOwner(tx, actor.organizationId, patch, at('ownerUserId'));
    const merged = { ...before, ...patch, ...owner };
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
      (await mitigationsByRisk(tx, actor.organizationId, [id])).get(id) ?? [],
    );
    const after = await updateRiskRow(tx, actor.organizationId, id, {
      ...patch,
      ...owner,
      ...derived,
    });
    if (!after) throw notFound('Risk');
    await recordAudit(tx, {
      organizationId: actor.organizationId,
      actorId: actor.userId,
      action: 'risk.updated',
      entityType: 'risk',
      entityId: id,
      before: riskSnapshot(before),
      after: riskSnapshot(after),
      requestId: actor.requestId,
    });
    out.push(after);
  }
  return out;
};
