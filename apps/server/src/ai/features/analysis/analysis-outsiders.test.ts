import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testApp } from '../../../testing/app.ts';
import { auditCount, buildMember, buildOrg, type SignedIn } from '../../../testing/factories.ts';
import { call, createControl, createRisk } from './analysis-test-kit.ts';

let app: FastifyInstance;
let owner: SignedIn;
let auditor: SignedIn;
let stranger: SignedIn;
let riskId: string;
let controlId: string;

beforeAll(async () => {
  app = await testApp();
  owner = await buildOrg(app);
  auditor = await buildMember(app, owner, 'auditor');
  stranger = await buildOrg(app);
  riskId = await createRisk(app, owner, { title: 'Payroll fraud', likelihood: 4, impact: 5 });
  controlId = await createControl(app, owner, { title: 'Payroll approval' });
});

type Method = 'GET' | 'POST';
const routes = (): { method: Method; url: string; payload?: object; ours?: boolean }[] => [
  { method: 'POST', url: '/api/ai/risks/analyze', payload: { riskId }, ours: true },
  { method: 'POST', url: '/api/ai/controls/recommend', payload: { riskId }, ours: true },
  { method: 'POST', url: '/api/ai/compliance/gaps', payload: { frameworkId: 'SOC2' } },
  { method: 'POST', url: '/api/ai/reports/executive', payload: { format: 'json' } },
  { method: 'POST', url: '/api/ai/reports/executive', payload: { format: 'pdf' } },
  { method: 'GET', url: '/api/ai/insights' },
  { method: 'POST', url: '/api/ai/insights' },
  { method: 'GET', url: '/api/ai/trends?period=90' },
  { method: 'POST', url: '/api/ai/trends', payload: { period: 90 } },
  { method: 'POST', url: '/api/test-scripts/generate', payload: { controlId }, ours: true },
];

describe('ARIA analyses: outsiders', () => {
  it('anonymous callers get 401 on every route', async () => {
    const before = await auditCount(app, owner);
    for (const r of routes()) {
      const res = await call(app, null, r.method, r.url, r.payload);
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(401);
    }
    expect(await auditCount(app, owner)).toBe(before);
  });

  it('an auditor (no ai:use, no tests:write or controls:write) gets 403 on every route', async () => {
    const before = await auditCount(app, owner);
    for (const r of routes()) {
      const res = await call(app, auditor, r.method, r.url, r.payload);
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(403);
      expect(res.json().error.message).toBe('Insufficient permissions for this operation.');
    }
    expect(await auditCount(app, owner)).toBe(before);
  });

  it('a member of another organisation naming ours in the header gets 403', async () => {
    const before = await auditCount(app, owner);
    for (const r of routes()) {
      const res = await app.inject({
        method: r.method,
        url: r.url,
        payload: r.payload,
        headers: { cookie: stranger.cookie, 'organization-id': owner.user.organizationId },
      });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(403);
    }
    expect(await auditCount(app, owner)).toBe(before);
  });

  it('another organisation cannot analyse our risk or generate steps for our control: 404', async () => {
    const before = await auditCount(app, owner);
    for (const r of routes().filter((x) => x.ours)) {
      const res = await call(app, stranger, r.method, r.url, r.payload);
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(404);
      expect(res.body).not.toContain('Payroll');
    }
    // Their own insights and report know nothing of ours.
    const insights = (await call(app, stranger, 'POST', '/api/ai/insights')).json().data;
    expect((await call(app, stranger, 'GET', '/api/ai/insights')).json().data).toEqual(insights);
    expect(insights.items.map((i: { id: string }) => i.id)).toEqual(['risk-trend:not-enough-data']);
    const report = (await call(app, stranger, 'POST', '/api/ai/reports/executive', {})).json().data;
    expect(report.risks.total).toBe(0);
    expect(await auditCount(app, owner)).toBe(before);
  });
});
