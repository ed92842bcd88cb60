import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testApp } from '../../testing/app.ts';
import { call } from '../../testing/calls.ts';
import { buildMember, buildOrg } from '../../testing/factories.ts';
import { columnOf, downloadExport, expectBadFormatRefused } from '../../testing/table-exports.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});

describe('audit log export', () => {
  it("writes the log's events newest first, with who, what and the changes", async () => {
    const owner = await buildOrg(app, { name: 'Olga Owner' });
    const created = await call(app, owner, 'POST', '/api/risks', {
      title: 'Flood',
      likelihood: 2,
      impact: 3,
    });
    const risk = created.json().data as { id: string };
    await call(app, owner, 'PATCH', `/api/risks/${risk.id}`, { likelihood: 4 });
    const stranger = await buildOrg(app);
    await call(app, stranger, 'POST', '/api/risks', {
      title: 'Not ours',
      likelihood: 1,
      impact: 1,
    });

    const all = await downloadExport(app, owner, '/api/audit-events/export', 'audit-log');
    const listed = (await call(app, owner, 'GET', '/api/audit-events?limit=200')).json().data;
    expect(columnOf(all, 'When')).toEqual(
      listed.items.map((e: { createdAt: string }) => e.createdAt),
    );
    expect(columnOf(all, 'Record')).not.toContain('Not ours');

    const flood = await downloadExport(
      app,
      owner,
      `/api/audit-events/export?entityType=risk&entityId=${risk.id}`,
      'audit-log',
    );
    expect(columnOf(flood, 'Action code')).toEqual(['risk.updated', 'risk.created']);
    expect(columnOf(flood, 'Action')).toEqual(['Updated a risk', 'Added a risk']);
    expect(columnOf(flood, 'Who')).toEqual(['Olga Owner', 'Olga Owner']);
    expect(columnOf(flood, 'Email')).toEqual([owner.email, owner.email]);
    expect(columnOf(flood, 'Record')).toEqual(['Flood', 'Flood']);
    expect(columnOf(flood, 'Record type')).toEqual(['Risk', 'Risk']);
    expect(columnOf(flood, 'Changes')[0]).toContain('likelihood: 2 → 4');
    await expectBadFormatRefused(app, owner, '/api/audit-events/export');
  });

  it('needs audit:read, as the log does', async () => {
    const owner = await buildOrg(app);
    const member = await buildMember(app, owner, 'member', 'Mia Member');
    const log = await call(app, member, 'GET', '/api/audit-events');
    const file = await call(app, member, 'GET', '/api/audit-events/export');
    expect([log.statusCode, file.statusCode]).toEqual([403, 403]);
    expect((await call(app, null, 'GET', '/api/audit-events/export')).statusCode).toBe(401);
  });
});
