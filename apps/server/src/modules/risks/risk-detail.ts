import type { ResidualContribution, Risk } from '@rampart/contracts';
import { findRisk, type Db, type RiskRow } from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { notFound } from '../../errors.ts';
import { mitigationsAt, type Mitigation } from './mitigations.ts';
import { presentRisksWithControls } from './risk-views.ts';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

const presentContribution = (m: Mitigation): ResidualContribution => ({
  controlId: m.controlId,
  controlTitle: m.controlTitle,
  controlType: m.type,
  mapping: m.mapping,
  operating: m.factor,
  contribution: m.contribution,
  reason: m.reason,
  overdue: m.overdue,
  lastTestResult: m.lastTest?.result ?? null,
  lastTestedAt: iso(m.lastTest?.testedAt),
  testDueAt: iso(m.testDueAt),
  note: m.note,
});

/** One risk as its page shows it: with why its residual is what it is, control by control. */
export const presentRiskDetail = async (
  db: Db,
  actor: Actor,
  row: RiskRow,
  now: Date = new Date(),
): Promise<Risk> => {
  const [risk] = await presentRisksWithControls(db, actor, [row]);
  const basis = (await mitigationsAt(db, actor.organizationId, [row.id], now)).get(row.id) ?? [];
  return { ...risk!, residualBasis: basis.map(presentContribution) };
};

/** One risk of the actor's organisation as the API shows it, or 404. */
export const riskDetail = async (db: Db, actor: Actor, id: string): Promise<Risk> => {
  const row = await findRisk(db, actor.organizationId, id);
  if (!row) throw notFound('Risk');
  return presentRiskDetail(db, actor, row);
};
