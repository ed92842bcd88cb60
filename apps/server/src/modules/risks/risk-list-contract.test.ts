import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ok, page, riskSchema } from '@rampart/contracts';
import { testApp } from '../../testing/app.ts';
import { buildMember, buildOrg, type SignedIn } from '../../testing/factories.ts';

// GET /api/risks decodes its rows itself and is serialised without zod (docs/decisions/009).
// These tests hold it to the contract, and to what the single-risk route (drizzle's own row
// mapping, zod serialiser) answers for the same risks.

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});

const call = (who: SignedIn, method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url, payload, headers: { cookie: who.cookie } });

const seed = async (owner: SignedIn) => {
  const plain = await call(owner, 'POST', '/api/risks', {
    title: 'Plain risk',
    likelihood: 2,
    impact: 3,
  });
  const full = await call(owner, 'POST', '/api/risks', {
    title: 'Full risk — “quoted” and ünïcode',
    description: 'Line one\nline two',
    category: 'TECHNOLOGY',
    likelihood: 5,
    impact: 4,
    status: 'in-progress',
    owner: 'Dana',
    frameworks: ['SOC2', 'ISO27001'],
    dateIdentified: '2024-02-29',
    lastAssessed: '2025-01-15',
    nextReview: '2026-12-31',
  });
  expect(plain.statusCode, plain.body).toBe(200);
  expect(full.statusCode, full.body).toBe(200);
  const control = await call(owner, 'POST', '/api/controls', { title: 'Review access' });
  expect(control.statusCode, control.body).toBe(200);
  const mapped = await call(owner, 'POST', '/api/control-risk-mappings', {
    riskId: full.json().data.id,
    controlId: control.json().data.id,
    effectiveness: 0.6,
  });
  expect(mapped.statusCode, mapped.body).toBe(200);
};

describe('GET /api/risks answer', () => {
  it('is exactly the contract: parsing it with the schema changes nothing', async () => {
    const owner = await buildOrg(app);
    await seed(owner);
    const res = await call(owner, 'GET', '/api/risks?limit=200');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.total).toBe(2);
    expect(ok(page(riskSchema)).parse(body)).toEqual(body);
  });

  it('gives each risk as the single-risk route does, abilities included', async () => {
    const owner = await buildOrg(app);
    await seed(owner);
    const auditor = await buildMember(app, owner, 'auditor');
    for (const who of [owner, auditor]) {
      const list = (await call(who, 'GET', '/api/risks?limit=200')).json().data.items;
      expect(list).toHaveLength(2);
      for (const item of list) {
        const single = await call(who, 'GET', `/api/risks/${item.id}`);
        // Why residual is what it is comes with one risk, not with every row of a list.
        const { residualBasis, ...rest } = single.json().data;
        expect(residualBasis).toEqual(expect.any(Array));
        expect(item).toEqual(rest);
      }
      expect(list.find((r: { title: string }) => r.title.startsWith('Full')).controls).toHaveLength(
        1,
      );
    }
  });
});
