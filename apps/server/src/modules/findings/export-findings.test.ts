import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testDatabase } from '@rampart/db/testing';
import { insertControl } from '../evidence/evidence.fixtures.ts';
import { testApp } from '../../testing/app.ts';
import { call } from '../../testing/calls.ts';
import { buildMember, buildOrg, type SignedIn } from '../../testing/factories.ts';
import { columnOf, downloadExport, expectBadFormatRefused } from '../../testing/table-exports.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});

const create = async (who: SignedIn, body: object) => {
  const res = await call(app, who, 'POST', '/api/findings', body);
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().data;
};

describe('findings export', () => {
  it('writes the findings the list filters show, in its order, with owner names and emails', async () => {
    const owner = await buildOrg(app);
    const member = await buildMember(app, owner, 'member', 'Mia Member');
    const control = await insertControl(await testDatabase(), owner.user.organizationId);
    const other = await insertControl(await testDatabase(), owner.user.organizationId);
    await create(owner, {
      title: 'Stale admin accounts',
      severity: 'High',
      ownerUserId: member.user.id,
      dueDate: '2020-06-30',
      controlId: control,
    });
    await create(owner, { title: '=HYPERLINK("x")', severity: 'low', controlId: control });
    await create(owner, { title: 'Elsewhere', severity: 'critical', controlId: other });
    // Another organisation's finding on a control id of its own never shows.
    const stranger = await buildOrg(app);
    await create(stranger, { title: 'Not ours', severity: 'high' });

    const url = `/api/findings/export?controlId=${control}&sortBy=title&sortDirection=asc`;
    const table = await downloadExport(app, owner, url, 'findings');
    expect(table.headers.slice(0, 7)).toEqual([
      'ID',
      'Title',
      'Description',
      'Severity',
      'Status',
      'Owner',
      'Owner email',
    ]);
    // The words the findings list shows, not the stored codes.
    expect(columnOf(table, 'Severity')).toEqual(['Low', 'High']);
    expect(columnOf(table, 'Status')).toEqual(['Open', 'Open']);
    expect(columnOf(table, 'Title')).toEqual(['=HYPERLINK("x")', 'Stale admin accounts']);
    expect(table.rows[1]).toEqual(
      expect.arrayContaining(['Mia Member', member.email, '2020-06-30T00:00:00.000Z', 'Yes']),
    );
    expect(columnOf(table, 'Overdue')).toEqual(['No', 'Yes']);
    expect(columnOf(table, 'Control')).toEqual(['MFA', 'MFA']);

    const high = await downloadExport(app, owner, '/api/findings/export?severity=high', 'findings');
    expect(columnOf(high, 'Title')).toEqual(['Stale admin accounts']);
    const all = await downloadExport(app, owner, '/api/findings/export', 'findings');
    expect(columnOf(all, 'Title')).not.toContain('Not ours');
    expect(all.rows).toHaveLength(3);
  });

  it('refuses a format it does not write, naming the field; needs evidence:read', async () => {
    const owner = await buildOrg(app);
    await expectBadFormatRefused(app, owner, '/api/findings/export');
    expect((await call(app, null, 'GET', '/api/findings/export')).statusCode).toBe(401);
  });
});
