import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { schema, tryResidualSweepLock } from '@rampart/db';
import { TEST_ENGINE, testDatabase } from '@rampart/db/testing';
import { testApp } from '../../testing/app.ts';
import { buildOrg, type SignedIn } from '../../testing/factories.ts';
import { caller, createRisk, creator, mapControl } from '../controls/controls.fixtures.ts';
import { sweepResiduals } from './sweep-residuals.ts';

// Issue 19: residual follows the evidence (decision 005). A 5 × 4 risk (20) with one preventive
// control mapped at 100 %: residual likelihood = round(5 × (1 − counted)), impact stays 4.

let app: FastifyInstance;
let call: ReturnType<typeof caller>;
let create: ReturnType<typeof creator>;
beforeAll(async () => {
  app = await testApp();
  call = caller(app);
  create = creator(app);
});

const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY).toISOString();

const setUp = async (who: SignedIn, frequency = 'MONTHLY') => {
  const risk = await createRisk(app, who, { title: 'Ransomware', likelihood: 5, impact: 4 });
  const control = await create(who, { title: 'Offline backups', type: 'preventive', frequency });
  await mapControl(who, risk.id, control.id, 1);
  return { riskId: risk.id as string, controlId: control.id as string };
};
const complete = async (who: SignedIn, controlId: string, body: object) => {
  const res = await call(who, 'POST', `/api/controls/${controlId}/complete-test`, body);
  expect(res.statusCode, res.body).toBe(200);
};
const detail = async (who: SignedIn, riskId: string) => {
  const res = await call(who, 'GET', `/api/risks/${riskId}`);
  expect(res.statusCode).toBe(200);
  return res.json().data;
};

describe('residual follows the evidence', () => {
  it('a passing test keeps its value: 0.9 counts 90 %, and the risk says so', async () => {
    const owner = await buildOrg(app);
    const { riskId, controlId } = await setUp(owner);
    await complete(owner, controlId, { result: 'pass', effectiveness: 0.9 });
    const risk = await detail(owner, riskId);
    // round(5 × 0.1) = 1 → 1 × 4.
    expect(risk.residualScore).toBe(4);
    expect(risk.residualBasis).toEqual([
      expect.objectContaining({
        controlId,
        controlTitle: 'Offline backups',
        mapping: 1,
        operating: 0.9,
        contribution: 0.9,
        reason: 'tested',
        overdue: false,
        lastTestResult: 'pass',
      }),
    ]);
    expect(risk.residualBasis[0].note).toMatch(/^Counts 90% .*: last test passed on /);
  });

  it('a control whose last test failed no longer reduces the risk', async () => {
    const owner = await buildOrg(app);
    const { riskId, controlId } = await setUp(owner);
    await complete(owner, controlId, { result: 'pass', effectiveness: 0.9 });
    expect((await detail(owner, riskId)).residualScore).toBe(4);
    // Before issue 19 a fail at 0.7 still counted 70 %: round(5 × 0.3) = 2 → 8.
    await complete(owner, controlId, { result: 'fail', effectiveness: 0.7 });
    const risk = await detail(owner, riskId);
    expect(risk.residualScore).toBe(20);
    expect(risk.residualBasis[0]).toMatchObject({
      operating: 0,
      contribution: 0,
      reason: 'failed',
    });
    expect(risk.residualBasis[0].note).toMatch(/^Capped at 0%: last test failed on /);
  });

  it('a control tested Low cannot be typed back up to High', async () => {
    const owner = await buildOrg(app);
    const { riskId, controlId } = await setUp(owner);
    await complete(owner, controlId, { result: 'pass', effectiveness: 0.4 });
    // round(5 × 0.6) = 3 → 12.
    expect((await detail(owner, riskId)).residualScore).toBe(12);
    const typed = await call(owner, 'PATCH', `/api/controls/${controlId}`, {
      effectivenessPercent: 95,
    });
    expect(typed.statusCode).toBe(200);
    const risk = await detail(owner, riskId);
    // Without the cap 95 % would count: round(5 × 0.05) → 1 → 4.
    expect(risk.residualScore).toBe(12);
    expect(risk.residualBasis[0]).toMatchObject({ operating: 0.4, reason: 'tested' });
  });

  it('a control whose test is overdue is capped at the Low band, at once and as time passes', async () => {
    const owner = await buildOrg(app);
    const { riskId, controlId } = await setUp(owner);
    // Tested 60 days ago, monthly: the next test was due 30 days ago.
    await complete(owner, controlId, {
      result: 'pass',
      effectiveness: 0.9,
      lastTestDate: daysAgo(60),
    });
    const risk = await detail(owner, riskId);
    // Capped at 0.6: round(5 × 0.4) = 2 → 8 (uncapped it would be 4).
    expect(risk.residualScore).toBe(8);
    expect(risk.residualBasis[0]).toMatchObject({
      operating: 0.6,
      reason: 'overdue',
      overdue: true,
    });
    expect(risk.residualBasis[0].note).toMatch(/^Capped at 60%: test overdue since /);

    // A fresh passing test lifts the cap; the next one is due in a month.
    await complete(owner, controlId, { result: 'pass', effectiveness: 0.9 });
    expect((await detail(owner, riskId)).residualScore).toBe(4);
    // Forty days on, nobody has touched anything: the sweep carries the overdue cap to the
    // stored residual, which the register, filters and heat map read.
    const { db } = await testDatabase();
    const later = new Date(Date.now() + 40 * DAY);
    const mine = { organizationId: owner.user.organizationId };
    expect(await sweepResiduals(db, later, mine)).toBe(1);
    const list = await call(owner, 'GET', `/api/risks?residualLevel=medium`);
    expect(list.json().data.items.map((r: { id: string }) => r.id)).toEqual([riskId]);
    expect(await sweepResiduals(db, later, mine)).toBe(0);
  });

  it('rescheduling a test into the past caps the control at once', async () => {
    const owner = await buildOrg(app);
    const { riskId, controlId } = await setUp(owner);
    await complete(owner, controlId, { result: 'pass', effectiveness: 0.9 });
    const res = await call(owner, 'POST', `/api/controls/${controlId}/schedule-test`, {
      nextTestDate: daysAgo(2),
    });
    expect(res.statusCode).toBe(200);
    expect((await detail(owner, riskId)).residualScore).toBe(8);
  });

  it('moving the next test date ahead lifts the overdue cap, and every list agrees', async () => {
    const owner = await buildOrg(app);
    const { riskId, controlId } = await setUp(owner);
    // Tested 60 days ago, monthly: the scheduled next test was due 30 days ago.
    await complete(owner, controlId, {
      result: 'pass',
      effectiveness: 0.9,
      lastTestDate: daysAgo(60),
    });
    expect((await detail(owner, riskId)).residualScore).toBe(8);
    const overdueIds = async () => {
      const late = await call(owner, 'GET', '/api/controls/overdue-tests');
      expect(late.statusCode).toBe(200);
      return late.json().data.items.map((i: { control: { id: string } }) => i.control.id);
    };
    const dashboard = async () => (await call(owner, 'GET', '/api/dashboard/tests')).json().data;
    expect(await overdueIds()).toEqual([controlId]);
    expect((await dashboard()).overdue).toBe(1);

    // Before the amendment the PATCH moved only the control's date: the open scheduled test
    // stayed late, the residual stayed capped and the lists disagreed with the control.
    const ahead = new Date(Date.now() + 20 * DAY).toISOString().slice(0, 10);
    const res = await call(owner, 'PATCH', `/api/controls/${controlId}`, { nextTestDate: ahead });
    expect(res.statusCode, res.body).toBe(200);
    const risk = await detail(owner, riskId);
    expect(risk.residualScore).toBe(4);
    expect(risk.residualBasis[0]).toMatchObject({
      operating: 0.9,
      reason: 'tested',
      overdue: false,
    });
    expect(risk.residualBasis[0].testDueAt.slice(0, 10)).toBe(ahead);
    expect(await overdueIds()).toEqual([]);
    const tests = await dashboard();
    expect(tests.overdue).toBe(0);
    expect(tests.items).toEqual([]);
    const { db } = await testDatabase();
    const mine = { organizationId: owner.user.organizationId };
    expect(await sweepResiduals(db, new Date(), mine)).toBe(0);
    // The open test moved with the date: the control's test list shows it on the new day.
    const list = await call(owner, 'GET', `/api/controls/${controlId}/tests`);
    const open = list.json().data.items.filter((t: { status: string }) => t.status === 'scheduled');
    expect(open.map((t: { scheduledFor: string }) => t.scheduledFor.slice(0, 10))).toEqual([ahead]);

    // Clearing the date while a test is scheduled would leave the two disagreeing: refused.
    const cleared = await call(owner, 'PATCH', `/api/controls/${controlId}`, {
      nextTestDate: null,
    });
    expect(cleared.statusCode).toBe(400);
    expect(cleared.body).toMatch(/nextTestDate/);
  });

  it('residuals stored before the rule follow it once: the first sweep covers every mapped risk', async () => {
    const owner = await buildOrg(app);
    const { riskId, controlId } = await setUp(owner);
    await complete(owner, controlId, { result: 'fail', effectiveness: 0.9 });
    expect((await detail(owner, riskId)).residualScore).toBe(20);
    // As an older release stored it: the failed control still counted, and no test overdue.
    const { db } = await testDatabase();
    await db
      .update(schema.risks)
      .set({ residualLikelihood: 1, residualImpact: 4, residualScore: 4, residualLevel: 'low' })
      .where(eq(schema.risks.id, riskId));
    const mine = { organizationId: owner.user.organizationId };
    // The hourly sweep looks only where a test fell overdue; the first one after start, everywhere.
    expect(await sweepResiduals(db, new Date(), mine)).toBe(0);
    expect((await detail(owner, riskId)).residualScore).toBe(4);
    expect(await sweepResiduals(db, new Date(), { ...mine, everyRisk: true })).toBe(1);
    expect((await detail(owner, riskId)).residualScore).toBe(20);
    expect(await sweepResiduals(db, new Date(), { ...mine, everyRisk: true })).toBe(0);
  });
});

describe.skipIf(TEST_ENGINE !== 'postgres')('the residual sweep on PostgreSQL', () => {
  it('one process sweeps at a time: while another holds the sweep, this one skips', async () => {
    const owner = await buildOrg(app);
    const { riskId, controlId } = await setUp(owner);
    await complete(owner, controlId, { result: 'fail', effectiveness: 0.9 });
    const { db } = await testDatabase();
    await db
      .update(schema.risks)
      .set({ residualLikelihood: 1, residualImpact: 4, residualScore: 4, residualLevel: 'low' })
      .where(eq(schema.risks.id, riskId));
    const sweep = { organizationId: owner.user.organizationId, everyRisk: true };
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    let held!: () => void;
    const holding = new Promise<void>((r) => (held = r));
    // Another process's sweep: the lock taken on a connection of its own, held until released.
    const other = db.transaction(async (tx) => {
      expect(await tryResidualSweepLock(tx)).toBe(true);
      held();
      await released;
    });
    await holding;
    expect(await sweepResiduals(db, new Date(), sweep)).toBe(0);
    expect((await detail(owner, riskId)).residualScore).toBe(4);
    release();
    await other;
    expect(await sweepResiduals(db, new Date(), sweep)).toBe(1);
    expect((await detail(owner, riskId)).residualScore).toBe(20);
  });
});
