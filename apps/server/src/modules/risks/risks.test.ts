import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testApp } from '../../testing/app.ts';
import { auditCount, buildMember, buildOrg, type SignedIn } from '../../testing/factories.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});

const call = (
  who: SignedIn,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) => app.inject({ method, url, payload, headers: { cookie: who.cookie } });

const create = async (who: SignedIn, body: object) => {
  const res = await call(who, 'POST', '/api/risks', body);
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().data;
};

describe('risks', () => {
  it('creates a risk with score, level, residual and a review date', async () => {
    const owner = await buildOrg(app);
    const risk = await create(owner, {
      title: 'Ransomware',
      likelihood: 4,
      impact: 5,
      category: 'technology',
    });
    expect(risk).toMatchObject({
      title: 'Ransomware',
      category: 'TECHNOLOGY',
      riskScore: 20,
      riskLevel: 'high',
      residualScore: 20,
      status: 'identified',
      owner: 'Unassigned',
      reviewCadence: 'quarterly',
      controls: [],
      abilities: { update: true, delete: true },
    });
    expect(new Date(risk.nextReview).getTime()).toBeGreaterThan(Date.now());
  });

  it('names each invalid field and creates nothing', async () => {
    const owner = await buildOrg(app);
    const before = await auditCount(app, owner);
    const res = await call(owner, 'POST', '/api/risks', {
      title: '',
      likelihood: 6,
      impact: 0,
      category: 'NOPE',
    });
    expect(res.statusCode).toBe(400);
    const fields = res.json().error.details.map((d: { field: string }) => d.field);
    expect(fields).toEqual(expect.arrayContaining(['title', 'likelihood', 'impact', 'category']));
    expect(await auditCount(app, owner)).toBe(before);
  });

  it('takes owners from the members only', async () => {
    const owner = await buildOrg(app);
    const stranger = await buildOrg(app);
    const bad = await call(owner, 'POST', '/api/risks', {
      title: 'x',
      likelihood: 1,
      impact: 1,
      ownerUserId: stranger.user.id,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].field).toBe('ownerUserId');
    const good = await create(owner, {
      title: 'x',
      likelihood: 1,
      impact: 1,
      ownerUserId: owner.user.id,
    });
    expect(good.owner).toBe(owner.user.name);
  });

  it('updates, recomputing the score and level, and audits before and after', async () => {
    const owner = await buildOrg(app);
    const risk = await create(owner, { title: 'Vendor breach', likelihood: 2, impact: 3 });
    const res = await call(owner, 'PATCH', `/api/risks/${risk.id}`, { likelihood: 5, impact: 5 });
    expect(res.json().data).toMatchObject({ riskScore: 25, riskLevel: 'critical' });
    const audit = await call(owner, 'GET', `/api/audit-events?entityType=risk&entityId=${risk.id}`);
    expect(audit.json().data.items[0]).toMatchObject({
      action: 'risk.updated',
      before: { riskScore: 6 },
      after: { riskScore: 25 },
    });
  });

  it('lists with filters, search, sort and pages, with one list shape', async () => {
    const owner = await buildOrg(app);
    await create(owner, {
      title: 'Alpha payroll fraud',
      likelihood: 5,
      impact: 5,
      category: 'FINANCIAL',
      owner: 'Dana',
    });
    await create(owner, { title: 'Beta outage', likelihood: 1, impact: 2, category: 'TECHNOLOGY' });
    await create(owner, {
      title: 'Gamma regulation',
      likelihood: 3,
      impact: 3,
      category: 'COMPLIANCE',
      status: 'assessed',
    });
    const q = async (query: string) =>
      (await call(owner, 'GET', `/api/risks?${query}`)).json().data;

    expect((await q('category=FINANCIAL&category=TECHNOLOGY')).total).toBe(2);
    expect((await q('riskLevel=critical')).items.map((r: { title: string }) => r.title)).toEqual([
      'Alpha payroll fraud',
    ]);
    expect((await q('status=assessed')).total).toBe(1);
    expect((await q('owner=dan')).total).toBe(1);
    expect((await q('search=OUTAGE')).total).toBe(1);
    expect((await q('search=50%25')).total).toBe(0);
    const sorted = await q('sortBy=riskScore&sortDirection=asc');
    expect(sorted.items.map((r: { riskScore: number }) => r.riskScore)).toEqual([2, 9, 25]);

    const first = await q('limit=2&sortBy=title&sortDirection=asc');
    expect(first.items).toHaveLength(2);
    expect(first.total).toBe(3);
    const second = await q(`limit=2&sortBy=title&sortDirection=asc&cursor=${first.nextCursor}`);
    expect(second.items.map((r: { title: string }) => r.title)).toEqual(['Gamma regulation']);
    expect(second.nextCursor).toBeNull();
    expect((await call(owner, 'GET', '/api/risks?limit=201')).statusCode).toBe(400);
  });

  it('bulk-creates all or nothing, naming the failing item', async () => {
    const owner = await buildOrg(app);
    const bad = await call(owner, 'POST', '/api/risks/bulk-create', {
      risks: [
        { title: 'ok', likelihood: 1, impact: 1 },
        { title: 'bad', likelihood: 9, impact: 1 },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].field).toBe('risks.1.likelihood');
    expect((await call(owner, 'GET', '/api/risks')).json().data.total).toBe(0);
    const good = await call(owner, 'POST', '/api/risks/bulk-create', {
      risks: [
        { title: 'a', likelihood: 1, impact: 1 },
        { title: 'b', likelihood: 2, impact: 2 },
      ],
    });
    expect(good.json().data).toHaveLength(2);
  });

  it('bulk-updates and bulk-deletes all or nothing', async () => {
    const owner = await buildOrg(app);
    const a = await create(owner, { title: 'a', likelihood: 1, impact: 1 });
    const b = await create(owner, { title: 'b', likelihood: 1, impact: 1 });
    const bad = await call(owner, 'PATCH', '/api/risks/bulk-update', {
      updates: [
        { id: a.id, status: 'mitigated' },
        { id: 'rsk_missing', status: 'mitigated' },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].field).toBe('updates.1.id');
    expect((await call(owner, 'GET', `/api/risks/${a.id}`)).json().data.status).toBe('identified');

    const badDelete = await call(owner, 'POST', '/api/risks/bulk-delete', {
      ids: [a.id, 'rsk_missing'],
    });
    expect(badDelete.statusCode).toBe(400);
    expect((await call(owner, 'GET', '/api/risks')).json().data.total).toBe(2);
    const del = await call(owner, 'POST', '/api/risks/bulk-delete', { ids: [a.id, b.id] });
    expect(del.json().data.deleted.sort()).toEqual([a.id, b.id].sort());
    expect((await call(owner, 'GET', '/api/risks')).json().data.total).toBe(0);
  });

  it('serves templates and says "Template not found" for an unknown one', async () => {
    const owner = await buildOrg(app);
    const list = await call(owner, 'GET', '/api/risks/templates');
    const all = list.json().data;
    expect(all.items.length).toBeGreaterThan(1);
    expect(all).toMatchObject({ total: all.items.length, nextCursor: null });
    // Paged like every list: a page of one, then the rest from its cursor.
    const single = (await call(owner, 'GET', '/api/risks/templates?limit=1')).json().data;
    expect(single.items).toEqual([all.items[0]]);
    const rest = await call(owner, 'GET', `/api/risks/templates?cursor=${single.nextCursor}`);
    expect(rest.json().data.items).toEqual(all.items.slice(1));
    const bad = await call(owner, 'GET', '/api/risks/templates?limit=500');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.map((d: { field: string }) => d.field)).toEqual(['limit']);
    const missing = await call(owner, 'GET', '/api/risks/templates/nope');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Template not found');
  });
});

describe('risks: outsiders', () => {
  it('anonymous 401, another organisation 404, a reader cannot write; nothing changes', async () => {
    const owner = await buildOrg(app);
    const risk = await create(owner, { title: 'Mine', likelihood: 2, impact: 2 });
    const stranger = await buildOrg(app);
    const auditor = await buildMember(app, owner, 'auditor');
    const before = await auditCount(app, owner);

    expect((await app.inject({ url: '/api/risks' })).statusCode).toBe(401);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/risks',
          payload: { title: 'x', likelihood: 1, impact: 1 },
        })
      ).statusCode,
    ).toBe(401);

    expect((await call(stranger, 'GET', `/api/risks/${risk.id}`)).statusCode).toBe(404);
    expect(
      (await call(stranger, 'PATCH', `/api/risks/${risk.id}`, { title: 'Hacked' })).statusCode,
    ).toBe(404);
    expect((await call(stranger, 'DELETE', `/api/risks/${risk.id}`)).statusCode).toBe(404);
    expect(
      (await call(stranger, 'POST', '/api/risks/bulk-delete', { ids: [risk.id] })).statusCode,
    ).toBe(400);
    expect((await call(stranger, 'GET', '/api/risks')).json().data.total).toBe(0);

    expect((await call(auditor, 'GET', `/api/risks/${risk.id}`)).statusCode).toBe(200);
    expect((await call(auditor, 'GET', `/api/risks/${risk.id}`)).json().data.abilities).toEqual({
      update: false,
      delete: false,
    });
    for (const [method, url, payload] of [
      ['POST', '/api/risks', { title: 'x', likelihood: 1, impact: 1 }],
      ['PATCH', `/api/risks/${risk.id}`, { title: 'x' }],
      ['DELETE', `/api/risks/${risk.id}`, undefined],
      ['POST', '/api/risks/bulk-delete', { ids: [risk.id] }],
      ['POST', '/api/risks/bulk-create', { risks: [{ title: 'x', likelihood: 1, impact: 1 }] }],
      ['PATCH', '/api/risks/bulk-update', { updates: [{ id: risk.id, title: 'x' }] }],
    ] as const) {
      expect((await call(auditor, method, url, payload)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await call(owner, 'GET', `/api/risks/${risk.id}`)).json().data.title).toBe('Mine');
    expect(await auditCount(app, owner)).toBe(before);
  });
});
