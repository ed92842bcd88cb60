import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../client.ts';
import { newId } from '../ids.ts';
import { risks } from '../schema/index.ts';
import { testDatabase } from '../testing/index.ts';
import { riskLevelsAt, riskLevelSeries } from './insights.ts';
import { insertOrganization } from './organizations.ts';
import { deleteRisks, insertRisks, setResiduals, type NewRiskRow } from './risks.ts';

// Hand-computed: the register's levels at weekly points over a history written at known times.
const DAY = 86_400_000;
const base = new Date(Date.now() - 40 * DAY);
const day = (n: number) => new Date(base.getTime() + n * DAY);
const week = { start: base, stepMs: 7 * DAY, count: 6 }; // days 0, 7, 14, 21, 28, 35

let db: Db;
let org: string;
let other: string;
let a: string;
let b: string;

const risk = (
  organizationId: string,
  at: Date,
  inherent: string,
  residual: string,
  extra: Partial<NewRiskRow> = {},
): NewRiskRow => ({
  id: newId('rsk'),
  organizationId,
  title: 'A risk',
  category: 'TECHNOLOGY',
  likelihood: 3,
  impact: 3,
  riskScore: 9,
  riskLevel: inherent,
  residualLikelihood: 3,
  residualImpact: 3,
  residualScore: 9,
  residualLevel: residual,
  reviewCadence: 'quarterly',
  createdAt: at,
  updatedAt: at,
  ...extra,
});

const levels = (
  points: Awaited<ReturnType<typeof riskLevelSeries>>,
  kind: 'inherent' | 'residual',
) => points.map((p) => [p.total, p[kind].critical, p[kind].high, p[kind].medium, p[kind].low]);

beforeAll(async () => {
  db = (await testDatabase()).db;
  org = (await insertOrganization(db, { id: newId('org'), name: 'History' })).id;
  other = (await insertOrganization(db, { id: newId('org'), name: 'Other' })).id;
  // A: day 0 high/medium (TECHNOLOGY, SOC2); day 10 critical/critical.
  // B: day 5 critical/high (COMPLIANCE); day 16 residual low (a control took effect).
  // C: day 30 low/low, deleted now (after the last point).
  [{ id: a }, { id: b }] = await insertRisks(db, [
    risk(org, day(0), 'high', 'medium', { frameworks: ['SOC2'] }),
    risk(org, day(5), 'critical', 'high', { category: 'COMPLIANCE' }),
  ]).then((rows) => rows.map((r) => ({ id: r.id })));
  const [c] = await insertRisks(db, [risk(org, day(30), 'low', 'low')]);
  await insertRisks(db, [risk(other, day(1), 'critical', 'critical')]);
  await db
    .update(risks)
    .set({ riskLevel: 'critical', residualLevel: 'critical', updatedAt: day(10) })
    .where(and(eq(risks.organizationId, org), eq(risks.id, a)));
  await db
    .update(risks)
    .set({ residualLevel: 'low', updatedAt: day(16) })
    .where(and(eq(risks.organizationId, org), eq(risks.id, b)));
  // A change of something analytics do not count (the title) writes no version.
  await db
    .update(risks)
    .set({ title: 'Renamed', updatedAt: day(20) })
    .where(eq(risks.id, b));
  await deleteRisks(db, org, [c!.id]);
});

describe('riskLevelSeries', () => {
  it('counts each level at each point from the versions written before it', async () => {
    const points = await riskLevelSeries(db, org, week);
    //                          total crit high med low
    expect(levels(points, 'inherent')).toEqual([
      [1, 0, 1, 0, 0], // day 0: A high
      [2, 1, 1, 0, 0], // day 7: A high, B critical
      [2, 2, 0, 0, 0], // day 14: A critical
      [2, 2, 0, 0, 0], // day 21
      [2, 2, 0, 0, 0], // day 28
      [3, 2, 0, 0, 1], // day 35: C low
    ]);
    expect(levels(points, 'residual')).toEqual([
      [1, 0, 0, 1, 0],
      [2, 0, 1, 1, 0],
      [2, 1, 1, 0, 0],
      [2, 1, 0, 0, 1], // day 21: B residual low
      [2, 1, 0, 0, 1],
      [3, 1, 0, 0, 2],
    ]);
    expect(points.map((p) => p.at.getTime())).toEqual(
      [0, 7, 14, 21, 28, 35].map((n) => day(n).getTime()),
    );
  });

  it('a deleted risk stops counting from its delete', async () => {
    const now = new Date(Date.now() + 1000);
    const [then, after] = await riskLevelSeries(db, org, {
      start: day(35),
      stepMs: now.getTime() - day(35).getTime(),
      count: 2,
    });
    expect(then!.total).toBe(3);
    expect(after!.total).toBe(2);
    expect(after!.inherent).toEqual({ critical: 2, high: 0, medium: 0, low: 0 });
  });

  it('filters judge each version by its own values', async () => {
    const tech = await riskLevelSeries(db, org, week, { categories: ['TECHNOLOGY'] });
    expect(tech.map((p) => p.total)).toEqual([1, 1, 1, 1, 1, 2]);
    const soc2 = await riskLevelSeries(db, org, week, { framework: 'SOC2' });
    expect(levels(soc2, 'inherent')).toEqual([
      [1, 0, 1, 0, 0],
      [1, 0, 1, 0, 0],
      [1, 1, 0, 0, 0],
      [1, 1, 0, 0, 0],
      [1, 1, 0, 0, 0],
      [1, 1, 0, 0, 0],
    ]);
  });

  it('residual recomputation writes a version dated by the application', async () => {
    await setResiduals(db, org, [{ id: a, likelihood: 1, impact: 1, score: 1, level: 'low' }]);
    const [now] = await riskLevelSeries(db, org, {
      start: new Date(Date.now() + 1000),
      stepMs: DAY,
      count: 1,
    });
    expect(now!.residual).toEqual({ critical: 0, high: 0, medium: 0, low: 2 });
  });

  it('single moments give the same counts as the series', async () => {
    const series = await riskLevelSeries(db, org, week, { categories: ['TECHNOLOGY'] });
    const at = await riskLevelsAt(
      db,
      org,
      series.map((p) => p.at),
      { categories: ['TECHNOLOGY'] },
    );
    expect(at).toEqual(series);
    expect(
      await riskLevelsAt(
        db,
        org,
        series.map((p) => p.at),
      ),
    ).toEqual(await riskLevelSeries(db, org, week));
  });

  it('sees only the organisation it is given', async () => {
    const [first] = await riskLevelSeries(db, other, { start: day(2), stepMs: DAY, count: 1 });
    expect(first!.total).toBe(1);
    const [none] = await riskLevelSeries(db, newId('org'), {
      start: day(50),
      stepMs: DAY,
      count: 1,
    });
    expect(none!.total).toBe(0);
  });
});
