import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testApp } from '../../testing/app.ts';
import { auditCount, buildMember, buildOrg } from '../../testing/factories.ts';
import { caller, createRisk, creator, fields, mapControl } from './controls.fixtures.ts';

let app: FastifyInstance;
let call: ReturnType<typeof caller>;
let create: ReturnType<typeof creator>;
beforeAll(async () => {
  app = await testApp();
  call = caller(app);
  create = creator(app);
});

type Item = { title: string };
const titles = (data: { items: Item[] }) => data.items.map((c) => c.title);

describe('controls', () => {
  it('filters by library category (vendor-management controls for vendor findings)', async () => {
    const owner = await buildOrg(app);
    await create(owner, { title: 'Vendor due diligence', category: 'vendor-management' });
    await create(owner, { title: 'Backups tested', category: 'operations-security' });
    await create(owner, { title: 'No category' });
    const res = await call(owner, 'GET', '/api/controls?category=vendor-management');
    expect(titles(res.json().data)).toEqual(['Vendor due diligence']);
    const two = await call(
      owner,
      'GET',
      '/api/controls?category=vendor-management&category=operations-security&sortBy=title&sortDirection=asc',
    );
    expect(titles(two.json().data)).toEqual(['Backups tested', 'Vendor due diligence']);
  });

  it('creates a control with the defaults of the spec', async () => {
    const owner = await buildOrg(app);
    const control = await create(owner, { title: 'Access review' });
    expect(control).toMatchObject({
      title: 'Access review',
      description: '',
      type: 'preventive',
      automation: 'manual',
      category: null,
      owner: 'Unassigned',
      frequency: 'MONTHLY',
      status: 'active',
      effectiveness: null,
      effectivenessPercent: null,
      effectivenessBand: null,
      frameworks: [],
      linkedRisks: [],
      evidence: [],
      lastTestDate: null,
      nextTestDate: null,
      abilities: { update: true, delete: true, test: true },
    });
  });

  it('reads sample spellings and bands effectiveness by percentage (85 / 60)', async () => {
    const owner = await buildOrg(app);
    const c = await create(owner, {
      title: 'MFA',
      type: 'DETECTIVE',
      status: 'OPERATIONAL',
      frequency: 'semi-annually',
      automation: 'Automated',
      effectivenessPercent: 85,
      lastTestDate: '2025-01-31T00:00:00.000Z',
    });
    expect(c).toMatchObject({
      type: 'detective',
      status: 'active',
      frequency: 'SEMI_ANNUALLY',
      automation: 'automated',
      effectiveness: 0.85,
      effectivenessPercent: 85,
      effectivenessBand: 'high',
      nextTestDate: '2025-07-31T00:00:00.000Z',
    });
    const band = async (body: object) =>
      (await create(owner, { title: 'x', ...body })).effectivenessBand;
    expect(await band({ effectiveness: 0.84 })).toBe('medium');
    expect(await band({ effectivenessPercent: 60 })).toBe('medium');
    expect(await band({ effectivenessPercent: 59.9 })).toBe('low');
    expect(await band({ effectiveness: 0.85, effectivenessPercent: 85 })).toBe('high');
  });

  it('names each invalid field and creates nothing', async () => {
    const owner = await buildOrg(app);
    const before = await auditCount(app, owner);
    const res = await call(owner, 'POST', '/api/controls', {
      title: ' ',
      type: 'sometimes',
      frequency: 'HOURLY',
      status: 'broken',
      effectiveness: 1.5,
    });
    expect(res.statusCode).toBe(400);
    expect(fields(res)).toEqual(
      expect.arrayContaining(['title', 'type', 'frequency', 'status', 'effectiveness']),
    );
    const clash = await call(owner, 'POST', '/api/controls', {
      title: 'x',
      effectiveness: 0.9,
      effectivenessPercent: 40,
    });
    expect(clash.statusCode).toBe(400);
    expect(fields(clash)).toEqual(['effectivenessPercent']);
    expect((await call(owner, 'GET', '/api/controls')).json().data.total).toBe(0);
    expect(await auditCount(app, owner)).toBe(before);
  });

  it('takes owners from the members only', async () => {
    const owner = await buildOrg(app);
    const stranger = await buildOrg(app);
    const bad = await call(owner, 'POST', '/api/controls', {
      title: 'x',
      ownerUserId: stranger.user.id,
    });
    expect(bad.statusCode).toBe(400);
    expect(fields(bad)).toEqual(['ownerUserId']);
    const good = await create(owner, { title: 'x', ownerUserId: owner.user.id });
    expect(good).toMatchObject({ owner: owner.user.name, ownerUserId: owner.user.id });
  });

  it('updates and audits before and after; a missing control is 404', async () => {
    const owner = await buildOrg(app);
    const c = await create(owner, { title: 'Backups', effectivenessPercent: 90 });
    const res = await call(owner, 'PATCH', `/api/controls/${c.id}`, {
      title: 'Daily backups',
      effectiveness: 0.5,
    });
    expect(res.json().data).toMatchObject({
      title: 'Daily backups',
      effectivenessPercent: 50,
      effectivenessBand: 'low',
    });
    const audit = await call(owner, 'GET', `/api/audit-events?entityType=control&entityId=${c.id}`);
    expect(audit.json().data.items[0]).toMatchObject({
      action: 'control.updated',
      before: { title: 'Backups', effectivenessBand: 'high' },
      after: { title: 'Daily backups', effectivenessBand: 'low' },
    });
    expect((await call(owner, 'PATCH', `/api/controls/${c.id}`, {})).statusCode).toBe(400);
    expect(
      (await call(owner, 'PATCH', '/api/controls/ctl_missing', { title: 'x' })).statusCode,
    ).toBe(404);
  });

  it('lists with each filter, search, sort and pages, in one list shape', async () => {
    const owner = await buildOrg(app);
    await create(owner, {
      title: 'Alpha firewall',
      description: 'Blocks inbound traffic',
      type: 'preventive',
      automation: 'automated',
      effectiveness: 0.9,
      frameworks: ['SOC2'],
    });
    await create(owner, { title: 'Beta log review', type: 'detective', effectiveness: 0.7 });
    await create(owner, {
      title: 'Gamma restore',
      type: 'corrective',
      status: 'planned',
      effectiveness: 0.3,
    });
    const q = async (query: string) =>
      (await call(owner, 'GET', `/api/controls?${query}`)).json().data;

    expect(titles(await q('type=detective&type=corrective')).sort()).toEqual([
      'Beta log review',
      'Gamma restore',
    ]);
    expect(titles(await q('effectiveness=high'))).toEqual(['Alpha firewall']);
    expect(titles(await q('effectiveness=medium&effectiveness=LOW')).sort()).toEqual([
      'Beta log review',
      'Gamma restore',
    ]);
    expect(titles(await q('status=planned'))).toEqual(['Gamma restore']);
    expect(titles(await q('status=OPERATIONAL')).sort()).toEqual([
      'Alpha firewall',
      'Beta log review',
    ]);
    expect(titles(await q('automation=automated'))).toEqual(['Alpha firewall']);
    expect(titles(await q('framework=SOC2'))).toEqual(['Alpha firewall']);
    expect(titles(await q('search=INBOUND'))).toEqual(['Alpha firewall']);
    expect(titles(await q('search=log rev'))).toEqual(['Beta log review']);
    expect((await q('search=50%25')).total).toBe(0);
    expect(titles(await q('sortBy=effectiveness&sortDirection=asc'))).toEqual([
      'Gamma restore',
      'Beta log review',
      'Alpha firewall',
    ]);
    expect(titles(await q(''))).toEqual(['Gamma restore', 'Beta log review', 'Alpha firewall']);

    const first = await q('limit=2&sortBy=title&sortDirection=asc');
    expect(titles(first)).toEqual(['Alpha firewall', 'Beta log review']);
    expect(first.total).toBe(3);
    const second = await q(`limit=2&sortBy=title&sortDirection=asc&cursor=${first.nextCursor}`);
    expect(titles(second)).toEqual(['Gamma restore']);
    expect(second.nextCursor).toBeNull();
    expect(titles(await q('limit=1&offset=1&sortBy=title&sortDirection=asc'))).toEqual([
      'Beta log review',
    ]);
    expect((await call(owner, 'GET', '/api/controls?limit=201')).statusCode).toBe(400);
    expect((await call(owner, 'GET', '/api/controls?sortBy=secret')).statusCode).toBe(400);
  });

  it('moves the residual of mapped risks when a control stops or starts operating', async () => {
    const owner = await buildOrg(app);
    const risk = await createRisk(app, owner, { title: 'Fraud', likelihood: 4, impact: 4 });
    const c = await create(owner, { title: 'Dual approval', type: 'preventive' });
    await mapControl(owner, risk.id, c.id, 0.9);
    const residual = async () =>
      (await call(owner, 'GET', `/api/risks/${risk.id}`)).json().data.residualScore;
    // The mapping was written directly; a change of the control brings the residual in line.
    await call(owner, 'PATCH', `/api/controls/${c.id}`, { status: 'retired' });
    expect(await residual()).toBe(16);
    await call(owner, 'PATCH', `/api/controls/${c.id}`, { status: 'active' });
    expect(await residual()).toBe(4);
    expect((await call(owner, 'GET', `/api/controls/${c.id}`)).json().data.linkedRisks).toEqual([
      risk.id,
    ]);
    await call(owner, 'DELETE', `/api/controls/${c.id}`);
    expect(await residual()).toBe(16);
  });

  it('serves templates and says "Template not found" for an unknown one', async () => {
    const owner = await buildOrg(app);
    const member = await buildMember(app, owner, 'member');
    const list = await call(member, 'GET', '/api/controls/templates');
    const all = list.json().data;
    expect(all.items.length).toBeGreaterThan(1);
    expect(all).toMatchObject({ total: all.items.length, nextCursor: null });
    const first = all.items[0];
    // Paged like every list: a page of one, then the rest from its cursor.
    const single = (await call(member, 'GET', '/api/controls/templates?limit=1')).json().data;
    expect(single.items).toEqual([first]);
    const rest = await call(member, 'GET', `/api/controls/templates?cursor=${single.nextCursor}`);
    expect(rest.json().data.items).toEqual(all.items.slice(1));
    const bad = await call(member, 'GET', '/api/controls/templates?limit=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.map((d: { field: string }) => d.field)).toEqual(['limit']);
    const one = await call(member, 'GET', `/api/controls/templates/${first.id}`);
    expect(one.json().data).toEqual(first);
    const created = await create(owner, first.control);
    expect(created.title).toBe(first.control.title);
    const missing = await call(owner, 'GET', '/api/controls/templates/nope');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Template not found');
  });
});
