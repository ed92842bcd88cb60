import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { newId, schema } from '@rampart/db';
import { testDatabase } from '@rampart/db/testing';
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

const riskOf = async (who: SignedIn, likelihood = 5, impact = 5) =>
  (await call(who, 'POST', '/api/risks', { title: 'Risk', likelihood, impact })).json().data as {
    id: string;
  };

// Controls are inserted directly: this suite is about mappings.
const controlOf = async (who: SignedIn, type = 'preventive') => {
  const { db } = await testDatabase();
  const id = newId('ctl');
  await db
    .insert(schema.controls)
    .values({ id, organizationId: who.user.organizationId, title: `Control ${type}`, type });
  return { id };
};

describe('control-risk mappings', () => {
  it('maps a control, lowers the residual risk, and audits it', async () => {
    const owner = await buildOrg(app);
    const risk = await riskOf(owner);
    const control = await controlOf(owner, 'preventive');
    const res = await call(owner, 'POST', '/api/control-risk-mappings', {
      riskId: risk.id,
      controlId: control.id,
      effectiveness: 0.8,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      effectiveness: 0.8,
      effectivenessRating: 4,
      controlTitle: 'Control preventive',
    });
    const after = (await call(owner, 'GET', `/api/risks/${risk.id}`)).json().data;
    expect(after).toMatchObject({
      riskScore: 25,
      residualLikelihood: 1,
      residualImpact: 5,
      residualScore: 5,
      controls: [control.id],
    });
    const audit = (await call(owner, 'GET', '/api/audit-events?entityType=mapping')).json().data
      .items;
    expect(audit[0]).toMatchObject({
      action: 'mapping.created',
      entityId: `${risk.id}:${control.id}`,
    });
  });

  it('accepts a 1..5 rating instead of a number', async () => {
    const owner = await buildOrg(app);
    const risk = await riskOf(owner);
    const control = await controlOf(owner);
    const res = await call(owner, 'POST', '/api/control-risk-mappings', {
      riskId: risk.id,
      controlId: control.id,
      effectivenessRating: 3,
    });
    expect(res.json().data.effectiveness).toBeCloseTo(0.6);
  });

  it('lists by risk or control, updates and deletes, restoring the residual', async () => {
    const owner = await buildOrg(app);
    const risk = await riskOf(owner);
    const a = await controlOf(owner, 'detective');
    const b = await controlOf(owner, 'preventive');
    const bulk = await call(owner, 'POST', '/api/control-risk-mappings/bulk', {
      riskId: risk.id,
      controlIds: [a.id, b.id],
      effectiveness: 0.5,
    });
    expect(bulk.json().data).toHaveLength(2);
    expect(
      (await call(owner, 'GET', `/api/control-risk-mappings?riskId=${risk.id}`)).json().data.total,
    ).toBe(2);
    expect(
      (await call(owner, 'GET', `/api/control-risk-mappings?controlId=${a.id}`)).json().data.total,
    ).toBe(1);

    const patched = await call(owner, 'PATCH', `/api/control-risk-mappings/${risk.id}/${a.id}`, {
      effectiveness: 0.9,
    });
    expect(patched.json().data.effectivenessBand).toBe('high');
    const bulkUpdate = await call(owner, 'PATCH', '/api/control-risk-mappings/bulk-update', {
      updates: [{ riskId: risk.id, controlId: b.id, effectiveness: 0.1 }],
    });
    expect(bulkUpdate.json().data[0].effectiveness).toBeCloseTo(0.1);

    for (const c of [a, b]) {
      expect(
        (await call(owner, 'DELETE', `/api/control-risk-mappings/${risk.id}/${c.id}`)).statusCode,
      ).toBe(200);
    }
    expect((await call(owner, 'GET', `/api/risks/${risk.id}`)).json().data.residualScore).toBe(25);
  });

  it('refuses a duplicate, an unknown control, and a bulk with one bad item, all or nothing', async () => {
    const owner = await buildOrg(app);
    const risk = await riskOf(owner);
    const control = await controlOf(owner);
    await call(owner, 'POST', '/api/control-risk-mappings', {
      riskId: risk.id,
      controlId: control.id,
      effectiveness: 0.5,
    });
    const dup = await call(owner, 'POST', '/api/control-risk-mappings', {
      riskId: risk.id,
      controlId: control.id,
      effectiveness: 0.5,
    });
    expect(dup.statusCode).toBe(409);
    const other = await controlOf(owner);
    const bulk = await call(owner, 'POST', '/api/control-risk-mappings/bulk', {
      riskId: risk.id,
      controlIds: [other.id, 'ctl_missing'],
    });
    expect(bulk.statusCode).toBe(400);
    expect(bulk.json().error.details[0].field).toBe('controlIds.1');
    expect(
      (await call(owner, 'GET', `/api/control-risk-mappings?riskId=${risk.id}`)).json().data.total,
    ).toBe(1);
    const range = await call(owner, 'POST', '/api/control-risk-mappings', {
      riskId: risk.id,
      controlId: other.id,
      effectiveness: 2,
    });
    expect(range.statusCode).toBe(400);
    expect(range.json().error.details[0].field).toBe('effectiveness');
  });
});

describe('control-risk mappings: outsiders', () => {
  it('anonymous 401, another organisation cannot see or touch, an auditor cannot change', async () => {
    const owner = await buildOrg(app);
    const risk = await riskOf(owner);
    const control = await controlOf(owner);
    await call(owner, 'POST', '/api/control-risk-mappings', {
      riskId: risk.id,
      controlId: control.id,
      effectiveness: 0.5,
    });
    const stranger = await buildOrg(app);
    const auditor = await buildMember(app, owner, 'auditor');
    const before = await auditCount(app, owner);
    const path = `/api/control-risk-mappings/${risk.id}/${control.id}`;

    expect((await app.inject({ url: '/api/control-risk-mappings' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'DELETE', url: path })).statusCode).toBe(401);

    expect(
      (await call(stranger, 'GET', `/api/control-risk-mappings?riskId=${risk.id}`)).json().data
        .total,
    ).toBe(0);
    expect((await call(stranger, 'PATCH', path, { effectiveness: 0.1 })).statusCode).toBe(404);
    expect((await call(stranger, 'DELETE', path)).statusCode).toBe(404);
    const strangerControl = await controlOf(stranger);
    const cross = await call(stranger, 'POST', '/api/control-risk-mappings', {
      riskId: risk.id,
      controlId: strangerControl.id,
      effectiveness: 0.5,
    });
    expect(cross.statusCode).toBe(400);

    expect(
      (await call(auditor, 'GET', `/api/control-risk-mappings?riskId=${risk.id}`)).json().data
        .total,
    ).toBe(1);
    for (const [method, url, payload] of [
      [
        'POST',
        '/api/control-risk-mappings',
        { riskId: risk.id, controlId: control.id, effectiveness: 0.5 },
      ],
      ['POST', '/api/control-risk-mappings/bulk', { riskId: risk.id, controlIds: [control.id] }],
      ['PATCH', path, { effectiveness: 0.1 }],
      [
        'PATCH',
        '/api/control-risk-mappings/bulk-update',
        { updates: [{ riskId: risk.id, controlId: control.id, effectiveness: 0.1 }] },
      ],
      ['DELETE', path, undefined],
    ] as const) {
      expect((await call(auditor, method, url, payload)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await auditCount(app, owner)).toBe(before);
  });
});
