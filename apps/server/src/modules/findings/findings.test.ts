import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { newId, schema } from '@rampart/db';
import { testDatabase } from '@rampart/db/testing';
import { insertAssessment } from '../evidence/evidence.fixtures.ts';
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
  const res = await call(who, 'POST', '/api/findings', body);
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().data;
};

/** A control straight into the database: these tests are not about controls. */
const insertControl = async (organizationId: string) => {
  const id = newId('ctl');
  await (
    await testDatabase()
  ).db
    .insert(schema.controls)
    .values({ id, organizationId, title: 'MFA' });
  return id;
};

const fieldsOf = (res: { json(): { error: { details: { field: string }[] } } }) =>
  res.json().error.details.map((d) => d.field);

describe('findings', () => {
  it('creates with defaults and an owner, and computes overdue', async () => {
    const owner = await buildOrg(app);
    const member = await buildMember(app, owner, 'member', 'Mia Member');
    const control = await insertControl(owner.user.organizationId);
    const audit = await insertAssessment(await testDatabase(), owner.user.organizationId);
    const late = await create(owner, {
      title: 'Stale admin accounts',
      severity: 'High',
      ownerUserId: member.user.id,
      dueDate: '2020-06-30',
      controlId: control,
      assessmentId: audit,
    });
    expect(late).toMatchObject({
      title: 'Stale admin accounts',
      severity: 'high',
      status: 'open',
      ownerUserId: member.user.id,
      ownerName: 'Mia Member',
      dueDate: '2020-06-30T00:00:00.000Z',
      overdue: true,
      description: '',
      remediation: '',
      controlId: control,
      assessmentId: audit,
      createdBy: owner.user.id,
      abilities: { update: true, delete: true },
    });
    const resolved = await call(owner, 'PATCH', `/api/findings/${late.id}`, { status: 'resolved' });
    expect(resolved.json().data).toMatchObject({ status: 'resolved', overdue: false });
    const future = await create(owner, { title: 'x', severity: 'low', dueDate: '2199-01-01' });
    expect(future.overdue).toBe(false);
  });

  it('names every invalid field and creates nothing', async () => {
    const owner = await buildOrg(app);
    const stranger = await buildOrg(app);
    const theirControl = await insertControl(stranger.user.organizationId);
    const before = await auditCount(app, owner);
    const shape = await call(owner, 'POST', '/api/findings', {
      title: ' ',
      severity: 'urgent',
      status: 'done',
      dueDate: 'soon',
    });
    expect(shape.statusCode).toBe(400);
    expect(fieldsOf(shape)).toEqual(
      expect.arrayContaining(['title', 'severity', 'status', 'dueDate']),
    );
    expect(fieldsOf(await call(owner, 'POST', '/api/findings', { title: 'x' }))).toEqual([
      'severity',
    ]);
    const links = await call(owner, 'POST', '/api/findings', {
      title: 'x',
      severity: 'low',
      ownerUserId: stranger.user.id,
      controlId: theirControl,
    });
    expect(links.statusCode).toBe(400);
    expect(fieldsOf(links)).toEqual(['ownerUserId', 'controlId']);
    expect((await call(owner, 'GET', '/api/findings')).json().data.total).toBe(0);
    expect(await auditCount(app, owner)).toBe(before);
  });

  it('filters by control, assessment, severity, status, search and overdue; sorts and pages', async () => {
    const owner = await buildOrg(app);
    const control = await insertControl(owner.user.organizationId);
    const audit = await insertAssessment(await testDatabase(), owner.user.organizationId);
    await create(owner, {
      title: 'Alpha',
      severity: 'critical',
      controlId: control,
      dueDate: '2020-01-01',
    });
    await create(owner, {
      title: 'Beta',
      severity: 'low',
      assessmentId: audit,
      status: 'closed',
      dueDate: '2020-01-01',
    });
    await create(owner, { title: 'Gamma', severity: 'medium', remediation: 'Rotate the keys' });
    const q = async (query: string) =>
      (await call(owner, 'GET', `/api/findings?${query}`)).json().data;
    const titles = (data: { items: { title: string }[] }) => data.items.map((f) => f.title);

    expect(titles(await q(`controlId=${control}`))).toEqual(['Alpha']);
    expect(titles(await q(`assessmentId=${audit}`))).toEqual(['Beta']);
    const unknown = await call(owner, 'POST', '/api/findings', {
      title: 'x',
      severity: 'low',
      assessmentId: 'asm_nope',
    });
    expect(fieldsOf(unknown)).toEqual(['assessmentId']);
    expect((await q('severity=critical&severity=medium')).total).toBe(2);
    expect(titles(await q('status=closed'))).toEqual(['Beta']);
    expect(titles(await q('search=rotate'))).toEqual(['Gamma']);
    expect(titles(await q('overdue=true'))).toEqual(['Alpha']);
    expect(titles(await q('sortBy=severity&sortDirection=desc'))).toEqual([
      'Alpha',
      'Gamma',
      'Beta',
    ]);
    const first = await q('limit=2&sortBy=title&sortDirection=asc');
    expect(titles(first)).toEqual(['Alpha', 'Beta']);
    const second = await q(`limit=2&sortBy=title&sortDirection=asc&cursor=${first.nextCursor}`);
    expect(titles(second)).toEqual(['Gamma']);
    expect(second.nextCursor).toBeNull();
    expect((await call(owner, 'GET', '/api/findings?limit=201')).statusCode).toBe(400);
  });

  it('updates and deletes with audit events before and after', async () => {
    const owner = await buildOrg(app);
    const f = await create(owner, { title: 'Weak passwords', severity: 'medium' });
    const bad = await call(owner, 'PATCH', `/api/findings/${f.id}`, { severity: 'nope' });
    expect(fieldsOf(bad)).toEqual(['severity']);
    expect((await call(owner, 'PATCH', `/api/findings/${f.id}`, {})).statusCode).toBe(400);
    const res = await call(owner, 'PATCH', `/api/findings/${f.id}`, {
      severity: 'high',
      ownerUserId: owner.user.id,
      dueDate: null,
    });
    expect(res.json().data).toMatchObject({ severity: 'high', ownerName: owner.user.name });
    expect((await call(owner, 'DELETE', `/api/findings/${f.id}`)).json().data).toEqual({
      deleted: [f.id],
    });
    expect((await call(owner, 'GET', `/api/findings/${f.id}`)).statusCode).toBe(404);
    const audit = await call(owner, 'GET', `/api/audit-events?entityType=finding&entityId=${f.id}`);
    const events = audit.json().data.items;
    expect(events.map((e: { action: string }) => e.action)).toEqual([
      'finding.deleted',
      'finding.updated',
      'finding.created',
    ]);
    expect(events[1]).toMatchObject({
      before: { severity: 'medium' },
      after: { severity: 'high' },
    });
  });
});
