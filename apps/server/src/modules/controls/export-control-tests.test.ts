import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testApp } from '../../testing/app.ts';
import { buildMember, buildOrg } from '../../testing/factories.ts';
import { columnOf, downloadExport, expectBadFormatRefused } from '../../testing/table-exports.ts';
import { caller, creator } from './controls.fixtures.ts';

let app: FastifyInstance;
let call: ReturnType<typeof caller>;
let create: ReturnType<typeof creator>;
beforeAll(async () => {
  app = await testApp();
  call = caller(app);
  create = creator(app);
});

describe('control test history export', () => {
  it("writes the control's whole history in the list's order, with who tested or is assigned", async () => {
    const owner = await buildOrg(app);
    const tester = await buildMember(app, owner, 'member', 'Tess Tester');
    const c = await create(owner, { title: 'Backups restore', testFrequency: 'quarterly' });
    const other = await create(owner, { title: 'Another control' });
    for (const id of [c.id, other.id]) {
      const scheduled = await call(owner, 'POST', `/api/controls/${id}/schedule-test`, {
        nextTestDate: '2031-03-01T00:00:00.000Z',
        assignee: tester.user.id,
      });
      expect(scheduled.statusCode, scheduled.body).toBe(200);
    }
    const completed = await call(tester, 'POST', `/api/controls/${c.id}/complete-test`, {
      result: 'PASS',
      effectiveness: 0.8,
      notes: 'Restore took 40 minutes',
      lastTestDate: '2025-01-31T00:00:00.000Z',
    });
    expect(completed.statusCode, completed.body).toBe(200);
    await call(owner, 'POST', `/api/controls/${c.id}/schedule-test`, {
      nextTestDate: '2032-01-01T00:00:00.000Z',
      assignee: tester.user.id,
    });

    const table = await downloadExport(
      app,
      owner,
      `/api/controls/${c.id}/tests/export`,
      'control-tests',
    );
    const listed = (await call(owner, 'GET', `/api/controls/${c.id}/tests?limit=200`)).json().data;
    expect(columnOf(table, 'ID')).toEqual(listed.items.map((t: { id: string }) => t.id));
    const done = table.rows[columnOf(table, 'Status').indexOf('Completed')]!;
    expect(done).toEqual(
      expect.arrayContaining([
        '2025-01-31T00:00:00.000Z',
        'Pass',
        '80',
        'Tess Tester',
        tester.email,
        'Restore took 40 minutes',
      ]),
    );
    expect(columnOf(table, 'Tested by')).toEqual(table.rows.map(() => 'Tess Tester'));
  });

  it("is a 404 for another organisation's control and refuses a bad format by name", async () => {
    const owner = await buildOrg(app);
    const stranger = await buildOrg(app);
    const c = await create(owner, { title: 'Access review' });
    const theirs = await call(stranger, 'GET', `/api/controls/${c.id}/tests/export`);
    expect(theirs.statusCode).toBe(404);
    await expectBadFormatRefused(app, owner, `/api/controls/${c.id}/tests/export`);
  });
});
