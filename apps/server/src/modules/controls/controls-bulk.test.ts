import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testApp } from '../../testing/app.ts';
import { auditCount, buildOrg } from '../../testing/factories.ts';
import { caller, creator, fields } from './controls.fixtures.ts';

let app: FastifyInstance;
let call: ReturnType<typeof caller>;
let create: ReturnType<typeof creator>;
beforeAll(async () => {
  app = await testApp();
  call = caller(app);
  create = creator(app);
});

type Item = { title: string };

describe('controls: bulk operations', () => {
  it('bulk-creates all or nothing, naming the failing item', async () => {
    const owner = await buildOrg(app);
    const before = await auditCount(app, owner);
    const bad = await call(owner, 'POST', '/api/controls/bulk-create', {
      controls: [{ title: 'ok' }, { title: 'ok too' }, { title: 'bad', frequency: 'HOURLY' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(fields(bad)).toEqual(['controls.2.frequency']);
    const clash = await call(owner, 'POST', '/api/controls/bulk-create', {
      controls: [{ title: 'ok' }, { title: 'x', effectiveness: 0.1, effectivenessPercent: 90 }],
    });
    expect(fields(clash)).toEqual(['controls.1.effectivenessPercent']);
    expect((await call(owner, 'GET', '/api/controls')).json().data.total).toBe(0);
    expect(await auditCount(app, owner)).toBe(before);
    const good = await call(owner, 'POST', '/api/controls/bulk-create', {
      controls: [{ title: 'a' }, { title: 'b', type: 'detective' }],
    });
    expect(good.json().data.map((c: Item) => c.title)).toEqual(['a', 'b']);
    expect(await auditCount(app, owner)).toBe(before + 2);
  });

  it('bulk-updates and bulk-deletes all or nothing, naming the failing item', async () => {
    const owner = await buildOrg(app);
    const a = await create(owner, { title: 'a' });
    const b = await create(owner, { title: 'b' });
    const before = await auditCount(app, owner);
    const bad = await call(owner, 'PATCH', '/api/controls/bulk-update', {
      updates: [
        { id: a.id, status: 'retired' },
        { id: 'ctl_missing', status: 'retired' },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(fields(bad)).toEqual(['updates.1.id']);
    const invalid = await call(owner, 'PATCH', '/api/controls/bulk-update', {
      updates: [
        { id: a.id, status: 'retired' },
        { id: b.id, frequency: 'sometimes' },
      ],
    });
    expect(fields(invalid)).toEqual(['updates.1.frequency']);
    expect((await call(owner, 'GET', `/api/controls/${a.id}`)).json().data.status).toBe('active');

    const badDelete = await call(owner, 'POST', '/api/controls/bulk-delete', {
      ids: [a.id, 'ctl_missing'],
    });
    expect(badDelete.statusCode).toBe(400);
    expect(fields(badDelete)).toEqual(['ids.1']);
    expect((await call(owner, 'GET', '/api/controls')).json().data.total).toBe(2);
    expect(await auditCount(app, owner)).toBe(before);

    const ok = await call(owner, 'PATCH', '/api/controls/bulk-update', {
      updates: [
        { id: a.id, status: 'inactive' },
        { id: b.id, frequency: 'weekly' },
      ],
    });
    expect(
      ok.json().data.map((c: { status: string; frequency: string }) => [c.status, c.frequency]),
    ).toEqual([
      ['inactive', 'MONTHLY'],
      ['active', 'WEEKLY'],
    ]);
    const del = await call(owner, 'POST', '/api/controls/bulk-delete', { ids: [a.id, b.id] });
    expect(del.json().data.deleted.sort()).toEqual([a.id, b.id].sort());
    expect((await call(owner, 'GET', '/api/controls')).json().data.total).toBe(0);
    expect((await call(owner, 'DELETE', `/api/controls/${a.id}`)).statusCode).toBe(404);
  });
});
