import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { newId, schema } from '@rampart/db';
import { riskLevel, riskScore } from '@rampart/domain';
import { testDatabase } from '@rampart/db/testing';
import { call } from '../../testing/calls.ts';
import { testApp } from '../../testing/app.ts';
import { buildMember, buildOrg, type SignedIn } from '../../testing/factories.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);
const data = async (who: SignedIn, url: string) => {
  const res = await call(app, who, 'GET', url);
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.body}`);
  return res.json().data;
};
const post = async (who: SignedIn, url: string, body: object) => {
  const res = await call(app, who, 'POST', url, body);
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.body}`);
  return res.json().data;
};

describe('dashboard widgets', () => {
  it('risk levels now and 30 days ago come from the history', async () => {
    const owner = await buildOrg(app);
    const { db } = await testDatabase();
    const old = await post(owner, '/api/risks', { title: 'Old', likelihood: 4, impact: 4 });
    // The first risk was written 40 days ago; it became critical today.
    await db
      .update(schema.riskHistory)
      .set({ validFrom: ago(40) })
      .where(
        and(
          eq(schema.riskHistory.organizationId, owner.user.organizationId),
          eq(schema.riskHistory.riskId, old.id),
        ),
      );
    const res = await call(app, owner, 'PATCH', `/api/risks/${old.id}`, {
      likelihood: 5,
      impact: 5,
    });
    expect(res.statusCode).toBe(200);
    await post(owner, '/api/risks', { title: 'New', likelihood: 1, impact: 2 });
    await post(owner, '/api/risks', { title: 'Later', likelihood: 2, impact: 2 });
    const levels = await data(owner, '/api/dashboard/risk-levels');
    const was = riskLevel(riskScore(4, 4));
    expect(levels.before.total).toBe(1);
    expect(levels.before.inherent[was]).toBe(1);
    expect(levels.now.total).toBe(3);
    expect(levels.now.inherent.critical).toBe(1);
    expect(levels.now.inherent.low).toBe(2);
  });

  it('tests due: overdue, due within 7 days, mine, soonest first', async () => {
    const owner = await buildOrg(app);
    const tester = await buildMember(app, owner, 'member', 'Tess Tester');
    const a = await post(owner, '/api/controls', { title: 'Access review' });
    const b = await post(owner, '/api/controls', { title: 'Backup restore' });
    const c = await post(owner, '/api/controls', { title: 'Far away' });
    const soon = new Date(Date.now() + 3 * DAY).toISOString();
    await post(owner, `/api/controls/${a.id}/schedule-test`, {
      nextTestDate: soon,
      assignee: tester.user.id,
    });
    await post(owner, `/api/controls/${c.id}/schedule-test`, {
      nextTestDate: new Date(Date.now() + 30 * DAY).toISOString(),
    });
    const { db } = await testDatabase();
    // Backup restore's next test passed two days ago with nothing scheduled.
    await db
      .update(schema.controls)
      .set({ nextTestDate: ago(2), status: 'active' })
      .where(eq(schema.controls.id, b.id));
    const tests = await data(tester, '/api/dashboard/tests');
    expect(tests).toMatchObject({ overdue: 1, dueSoon: 1, mine: 1 });
    expect(tests.items.map((i: { controlTitle: string }) => i.controlTitle)).toEqual([
      'Backup restore',
      'Access review',
    ]);
    expect(tests.items[0]).toMatchObject({ overdue: true, testId: null });
    expect(tests.items[1]).toMatchObject({ overdue: false, assigneeName: 'Tess Tester' });
    // The list pages to its end; the counts stay those of the whole list on every page.
    const first = await data(tester, '/api/dashboard/tests?limit=1');
    expect(first).toMatchObject({ overdue: 1, dueSoon: 1, mine: 1, total: 2 });
    expect(first.items.map((i: { controlTitle: string }) => i.controlTitle)).toEqual([
      'Backup restore',
    ]);
    const rest = await data(tester, `/api/dashboard/tests?limit=1&cursor=${first.nextCursor}`);
    expect(rest).toMatchObject({ total: 2, nextCursor: null, mine: 1 });
    expect(rest.items.map((i: { controlTitle: string }) => i.controlTitle)).toEqual([
      'Access review',
    ]);
  });

  it('open findings by severity and age; evidence expiring and lately expired', async () => {
    const owner = await buildOrg(app);
    const { db } = await testDatabase();
    const org = owner.user.organizationId;
    const finding = (severity: string, age: number, status = 'open', due: Date | null = null) => ({
      id: newId('fnd'),
      organizationId: org,
      title: `${severity} ${age}`,
      severity,
      status,
      dueDate: due,
      createdAt: ago(age),
    });
    await db
      .insert(schema.findings)
      .values([
        finding('critical', 1),
        finding('critical', 45, 'in-progress', ago(1)),
        finding('high', 120),
        finding('low', 10, 'closed'),
      ]);
    const findings = await data(owner, '/api/dashboard/findings');
    expect(findings.open).toBe(3);
    expect(findings.overdue).toBe(1);
    expect(findings.bySeverity).toEqual([
      { severity: 'critical', under30: 1, from30to90: 1, over90: 0, overdue: 1 },
      { severity: 'high', under30: 0, from30to90: 0, over90: 1, overdue: 0 },
      { severity: 'medium', under30: 0, from30to90: 0, over90: 0, overdue: 0 },
      { severity: 'low', under30: 0, from30to90: 0, over90: 0, overdue: 0 },
    ]);

    const evidence = (title: string, expiresAt: Date | null) => ({
      id: newId('evd'),
      organizationId: org,
      title,
      fileName: 'x.pdf',
      contentType: 'application/pdf',
      sizeBytes: 1,
      sha256: '0'.repeat(64),
      storage: 'local',
      storageKey: title,
      expiresAt,
    });
    await db
      .insert(schema.evidence)
      .values([
        evidence('Expired lately', ago(5)),
        evidence('Expired long ago', ago(400)),
        evidence('Expiring', ago(-10)),
        evidence('Later', ago(-90)),
        evidence('Never', null),
      ]);
    const expiring = await data(owner, '/api/dashboard/evidence');
    expect(expiring).toMatchObject({ expired: 1, expiring: 1 });
    expect(
      expiring.items.map((i: { title: string; expired: boolean }) => [i.title, i.expired]),
    ).toEqual([
      ['Expired lately', true],
      ['Expiring', false],
    ]);
    expect(expiring).toMatchObject({ total: 2, nextCursor: null });
    const first = await data(owner, '/api/dashboard/evidence?limit=1');
    expect(first).toMatchObject({ expired: 1, expiring: 1, total: 2 });
    const rest = await data(owner, `/api/dashboard/evidence?limit=1&cursor=${first.nextCursor}`);
    expect([...first.items, ...rest.items].map((i: { title: string }) => i.title)).toEqual([
      'Expired lately',
      'Expiring',
    ]);
    expect(rest.nextCursor).toBeNull();
  });

  it('each widget asks for the permission of its page', async () => {
    const owner = await buildOrg(app);
    const auditor = await buildMember(app, owner, 'auditor');
    for (const url of ['risk-levels', 'tests', 'findings', 'evidence']) {
      expect((await call(app, auditor, 'GET', `/api/dashboard/${url}`)).statusCode).toBe(200);
      expect((await call(app, null, 'GET', `/api/dashboard/${url}`)).statusCode).toBe(401);
    }
    for (const url of ['tests', 'evidence']) {
      const bad = await call(app, owner, 'GET', `/api/dashboard/${url}?limit=0`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.details.map((d: { field: string }) => d.field)).toEqual(['limit']);
    }
  });
});
