import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { schema } from '@rampart/db';
import { testDatabase } from '@rampart/db/testing';
import { testApp } from '../../testing/app.ts';
import { auditCount, buildMember, buildOrg, type SignedIn } from '../../testing/factories.ts';
import {
  caller,
  createRisk,
  creator,
  fields,
  insertEvidence,
  mapControl,
} from './controls.fixtures.ts';

let app: FastifyInstance;
let call: ReturnType<typeof caller>;
let create: ReturnType<typeof creator>;
beforeAll(async () => {
  app = await testApp();
  call = caller(app);
  create = creator(app);
});

const DAY = 86_400_000;
const daysFromNow = (n: number) => new Date(Date.now() + n * DAY).toISOString();
const history = async (who: SignedIn, id: string, query = '') =>
  (await call(who, 'GET', `/api/controls/${id}/tests${query}`)).json().data;
const complete = async (who: SignedIn, id: string, body: object) => {
  const res = await call(who, 'POST', `/api/controls/${id}/complete-test`, body);
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().data;
};

describe('control tests', () => {
  it('schedules a test for a member, and rescheduling moves the one open test', async () => {
    const owner = await buildOrg(app);
    const tester = await buildMember(app, owner, 'member', 'Tess Tester');
    const stranger = await buildOrg(app);
    const c = await create(owner, { title: 'Access review' });
    const before = await auditCount(app, owner);

    const bad = await call(owner, 'POST', `/api/controls/${c.id}/schedule-test`, {
      nextTestDate: daysFromNow(7),
      assignee: stranger.user.id,
    });
    expect(bad.statusCode).toBe(400);
    expect(fields(bad)).toEqual(['assignee']);
    const badDate = await call(owner, 'POST', `/api/controls/${c.id}/schedule-test`, {
      nextTestDate: 'soon',
    });
    expect(fields(badDate)).toEqual(['nextTestDate']);
    expect((await history(owner, c.id)).total).toBe(0);
    expect(await auditCount(app, owner)).toBe(before);

    const res = await call(owner, 'POST', `/api/controls/${c.id}/schedule-test`, {
      nextTestDate: '2031-03-01T00:00:00.000Z',
      assignee: tester.user.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.control).toMatchObject({
      nextTestDate: '2031-03-01T00:00:00.000Z',
      testAssigneeUserId: tester.user.id,
    });
    expect(res.json().data.test).toMatchObject({
      controlId: c.id,
      status: 'scheduled',
      scheduledFor: '2031-03-01T00:00:00.000Z',
      assigneeUserId: tester.user.id,
      result: null,
    });
    const moved = await call(tester, 'POST', `/api/controls/${c.id}/schedule-test`, {
      nextTestDate: '2031-04-01T00:00:00.000Z',
    });
    expect(moved.json().data.test).toMatchObject({
      id: res.json().data.test.id,
      scheduledFor: '2031-04-01T00:00:00.000Z',
      assigneeUserId: tester.user.id,
    });
    expect((await history(owner, c.id)).total).toBe(1);
    const audit = await call(owner, 'GET', `/api/audit-events?entityType=control&entityId=${c.id}`);
    expect(audit.json().data.items[0]).toMatchObject({
      action: 'control.test_scheduled',
      before: { nextTestDate: '2031-03-01T00:00:00.000Z' },
      after: { nextTestDate: '2031-04-01T00:00:00.000Z' },
    });
  });

  it('completes the open test, bands by the test (0.8 / 0.81) and plans the next one', async () => {
    const owner = await buildOrg(app);
    const tester = await buildMember(app, owner, 'member');
    const c = await create(owner, { title: 'Backups', frequency: 'QUARTERLY' });
    const scheduled = await call(owner, 'POST', `/api/controls/${c.id}/schedule-test`, {
      nextTestDate: '2025-01-15T00:00:00.000Z',
      assignee: tester.user.id,
    });
    const first = await complete(tester, c.id, {
      result: 'PASS',
      effectiveness: 0.8,
      notes: 'Restore took 40 minutes',
      lastTestDate: '2025-01-31T00:00:00.000Z',
    });
    expect(first.test).toMatchObject({
      id: scheduled.json().data.test.id,
      status: 'completed',
      result: 'pass',
      effectiveness: 0.8,
      notes: 'Restore took 40 minutes',
      testedAt: '2025-01-31T00:00:00.000Z',
      testedBy: tester.user.id,
    });
    expect(first.control).toMatchObject({
      effectiveness: 0.8,
      effectivenessPercent: 80,
      effectivenessBand: 'medium',
      lastTestDate: '2025-01-31T00:00:00.000Z',
      nextTestDate: '2025-04-30T00:00:00.000Z',
    });
    expect(first.nextTest).toMatchObject({
      status: 'scheduled',
      scheduledFor: '2025-04-30T00:00:00.000Z',
      assigneeUserId: tester.user.id,
    });

    const second = await complete(owner, c.id, {
      result: 'pass',
      effectiveness: 0.81,
      lastTestDate: '2025-04-29T00:00:00.000Z',
    });
    expect(second.test.id).toBe(first.nextTest.id);
    expect(second.control).toMatchObject({ effectivenessBand: 'high', effectivenessPercent: 81 });
    expect(second.nextTest.scheduledFor).toBe('2025-07-29T00:00:00.000Z');
    const band = async (effectiveness: number) =>
      (await complete(owner, c.id, { result: 'partial', effectiveness })).control.effectivenessBand;
    expect(await band(0.6)).toBe('low');
    expect(await band(0.61)).toBe('medium');

    const all = await history(owner, c.id);
    expect(all.total).toBe(5);
    expect(all.items[0].status).toBe('scheduled');
    expect(all.items.slice(1).map((t: { effectiveness: number }) => t.effectiveness)).toEqual([
      0.61, 0.6, 0.81, 0.8,
    ]);
    const page = await history(owner, c.id, '?limit=2');
    expect(page.items).toHaveLength(2);
    const rest = await history(owner, c.id, `?limit=10&cursor=${page.nextCursor}`);
    expect(rest.items.map((t: { id: string }) => t.id)).toEqual(
      all.items.slice(2).map((t: { id: string }) => t.id),
    );
    const audit = await call(owner, 'GET', `/api/audit-events?entityType=control&entityId=${c.id}`);
    expect(audit.json().data.items[0]).toMatchObject({
      action: 'control.test_completed',
      before: { effectivenessBand: 'low' },
      after: { effectivenessBand: 'medium', test: { effectiveness: 0.61 } },
    });
  });

  it('records an unscheduled test; its result moves the residual of the mapped risks', async () => {
    const owner = await buildOrg(app);
    const risk = await createRisk(app, owner, { title: 'Fraud', likelihood: 4, impact: 4 });
    const other = await createRisk(app, owner, { title: 'Outage', likelihood: 5, impact: 5 });
    const c = await create(owner, {
      title: 'Dual approval',
      type: 'preventive',
      frequency: 'weekly',
    });
    await mapControl(owner, risk.id, c.id, 0.9);
    const residual = async () => (await call(owner, 'GET', `/api/risks/${risk.id}`)).json().data;
    // Untested, the control counts at its mapped value: 4 × (1 − 0.9) rounds to 1.
    expect(await residual()).toMatchObject({
      riskScore: 16,
      residualLikelihood: 1,
      residualScore: 4,
    });

    const failed = await complete(owner, c.id, { result: 'fail', effectiveness: 0.5 });
    expect(failed.test.scheduledFor).toBeNull();
    expect(
      new Date(failed.nextTest.scheduledFor).getTime() - new Date(failed.test.testedAt).getTime(),
    ).toBe(7 * DAY);
    // A failed test: the control reduces nothing until it passes again (decision 005, issue 19).
    expect(await residual()).toMatchObject({ residualLikelihood: 4, residualScore: 16 });

    await complete(owner, c.id, { result: 'partial', effectiveness: 0.5 });
    // A weak test: 0.9 × 0.5 = 0.45 effective, so likelihood 4 × 0.55 rounds to 2.
    expect(await residual()).toMatchObject({ residualLikelihood: 2, residualScore: 8 });

    await complete(owner, c.id, { result: 'pass', effectiveness: 1 });
    expect(await residual()).toMatchObject({ residualLikelihood: 1, residualScore: 4 });
    const mapping = (
      await call(owner, 'GET', `/api/control-risk-mappings?riskId=${risk.id}`)
    ).json().data.items[0];
    expect(mapping.effectiveness).toBeCloseTo(0.9);
    expect(mapping.lastTested).not.toBeNull();
    expect((await call(owner, 'GET', `/api/risks/${other.id}`)).json().data.residualScore).toBe(25);
  });

  it('links evidence of the organisation and refuses another organisation’s, naming it', async () => {
    const owner = await buildOrg(app);
    const stranger = await buildOrg(app);
    const c = await create(owner, { title: 'Firewall review' });
    const mine = await insertEvidence(owner);
    const theirs = await insertEvidence(stranger);
    const before = await auditCount(app, owner);
    const bad = await call(owner, 'POST', `/api/controls/${c.id}/complete-test`, {
      result: 'pass',
      effectiveness: 0.9,
      evidenceIds: [mine, theirs],
    });
    expect(bad.statusCode).toBe(400);
    expect(fields(bad)).toEqual(['evidenceIds.1']);
    expect((await history(owner, c.id)).total).toBe(0);
    expect(
      (await call(owner, 'GET', `/api/controls/${c.id}`)).json().data.effectiveness,
    ).toBeNull();
    expect(await auditCount(app, owner)).toBe(before);

    const done = await complete(owner, c.id, {
      result: 'pass',
      effectiveness: 0.9,
      evidenceIds: [mine],
    });
    const { db } = await testDatabase();
    const [row] = await db.select().from(schema.evidence).where(eq(schema.evidence.id, mine));
    expect(row).toMatchObject({ controlTestId: done.test.id, controlId: c.id });
    expect(done.control.evidence).toEqual([mine]);
  });

  it('names invalid result fields and changes nothing; unknown controls are 404', async () => {
    const owner = await buildOrg(app);
    const c = await create(owner, { title: 'x' });
    const before = await auditCount(app, owner);
    const bad = await call(owner, 'POST', `/api/controls/${c.id}/complete-test`, {
      result: 'maybe',
      effectiveness: 1.2,
      lastTestDate: 'yesterday',
    });
    expect(bad.statusCode).toBe(400);
    expect(fields(bad)).toEqual(
      expect.arrayContaining(['result', 'effectiveness', 'lastTestDate']),
    );
    expect(await auditCount(app, owner)).toBe(before);
    const body = { result: 'pass', effectiveness: 0.5 };
    expect(
      (await call(owner, 'POST', '/api/controls/ctl_nope/complete-test', body)).statusCode,
    ).toBe(404);
    expect(
      (
        await call(owner, 'POST', '/api/controls/ctl_nope/schedule-test', {
          nextTestDate: daysFromNow(1),
        })
      ).statusCode,
    ).toBe(404);
    expect((await call(owner, 'GET', '/api/controls/ctl_nope/tests')).statusCode).toBe(404);
  });

  it('lists overdue tests oldest first: late scheduled tests and late active controls', async () => {
    const owner = await buildOrg(app);
    const auditor = await buildMember(app, owner, 'auditor');
    const late = await create(owner, { title: 'Late control', nextTestDate: daysFromNow(-3) });
    const scheduled = await create(owner, { title: 'Late test' });
    const test = await call(owner, 'POST', `/api/controls/${scheduled.id}/schedule-test`, {
      nextTestDate: daysFromNow(-10),
      assignee: owner.user.id,
    });
    await create(owner, { title: 'Future', nextTestDate: daysFromNow(5) });
    await create(owner, { title: 'Retired', status: 'retired', nextTestDate: daysFromNow(-20) });
    await create(owner, { title: 'Planned', status: 'planned', nextTestDate: daysFromNow(-20) });

    const res = await call(auditor, 'GET', '/api/controls/overdue-tests');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.total).toBe(2);
    expect(data.items).toMatchObject([
      {
        control: { id: scheduled.id, title: 'Late test' },
        testId: test.json().data.test.id,
        daysOverdue: 10,
        assigneeUserId: owner.user.id,
      },
      { control: { id: late.id }, testId: null, daysOverdue: 3, assigneeUserId: null },
    ]);
    const first = (await call(owner, 'GET', '/api/controls/overdue-tests?limit=1')).json().data;
    expect(first.items.map((i: { control: { id: string } }) => i.control.id)).toEqual([
      scheduled.id,
    ]);
    const next = await call(
      owner,
      'GET',
      `/api/controls/overdue-tests?limit=1&cursor=${first.nextCursor}`,
    );
    expect(next.json().data.items[0].control.id).toBe(late.id);
    expect(next.json().data.nextCursor).toBeNull();

    // Completing the late test plans the next one in the future: no longer overdue.
    await complete(owner, scheduled.id, { result: 'pass', effectiveness: 0.9 });
    const after = (await call(owner, 'GET', '/api/controls/overdue-tests')).json().data;
    expect(after.items.map((i: { control: { id: string } }) => i.control.id)).toEqual([late.id]);
  });
});
