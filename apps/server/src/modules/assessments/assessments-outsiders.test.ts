import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testApp } from '../../testing/app.ts';
import { auditCount, buildMember, buildOrg, type SignedIn } from '../../testing/factories.ts';
import { caller, iso, type Method } from './assessments.fixtures.ts';

let app: FastifyInstance;
let as: ReturnType<typeof caller>;
let owner: SignedIn;
let stranger: SignedIn;
let auditor: SignedIn;
let assessmentId: string;
let shown: unknown;

const H1 = { periodStart: '2026-01-01', periodEnd: '2026-06-30' };

beforeAll(async () => {
  app = await testApp();
  as = caller(app);
  owner = await buildOrg(app);
  stranger = await buildOrg(app);
  auditor = await buildMember(app, owner, 'auditor');
  const res = await as(owner, 'POST', '/api/assessments', {
    frameworkId: 'ISO27001',
    name: 'Mine',
    ...H1,
  });
  assessmentId = res.json().data.id;
  await as(owner, 'PUT', resultUrl(), { result: 'met', notes: 'Seen' });
  shown = (await as(owner, 'GET', `/api/assessments/${assessmentId}`)).json().data.requirements;
});

const resultUrl = () =>
  `/api/assessments/${assessmentId}/results/${encodeURIComponent(iso('A.5.1'))}`;

const routes = (): { method: Method; url: string; payload?: object; write?: boolean }[] => [
  { method: 'GET', url: '/api/assessments' },
  { method: 'GET', url: `/api/assessments/${assessmentId}` },
  { method: 'GET', url: `/api/assessments/${assessmentId}/soa.xlsx` },
  {
    method: 'POST',
    url: '/api/assessments',
    payload: { frameworkId: 'SOC2', name: 'x', ...H1 },
    write: true,
  },
  {
    method: 'PATCH',
    url: `/api/assessments/${assessmentId}`,
    payload: { name: 'Hacked' },
    write: true,
  },
  { method: 'PUT', url: resultUrl(), payload: { result: 'not_met' }, write: true },
  {
    method: 'POST',
    url: `/api/assessments/${assessmentId}/sign-off`,
    payload: { statement: 'Forged' },
    write: true,
  },
  { method: 'DELETE', url: `/api/assessments/${assessmentId}`, write: true },
];

const expectUnchanged = async (auditBefore: number) => {
  const list = (await as(owner, 'GET', '/api/assessments')).json().data;
  expect(list.items.map((a: { name: string; status: string }) => [a.name, a.status])).toEqual([
    ['Mine', 'in_progress'],
  ]);
  const detail = (await as(owner, 'GET', `/api/assessments/${assessmentId}`)).json().data;
  expect(detail.requirements).toEqual(shown);
  expect(await auditCount(app, owner)).toBe(auditBefore);
};

describe('assessments: outsiders', () => {
  it('anonymous callers get 401 on every route', async () => {
    const before = await auditCount(app, owner);
    for (const r of routes()) {
      expect((await as(null, r.method, r.url, r.payload)).statusCode, `${r.method} ${r.url}`).toBe(
        401,
      );
    }
    await expectUnchanged(before);
  });

  it('another organisation gets 404 on our ids and an empty list', async () => {
    const before = await auditCount(app, owner);
    for (const r of routes().filter((x) => x.url.includes(assessmentId))) {
      expect(
        (await as(stranger, r.method, r.url, r.payload)).statusCode,
        `${r.method} ${r.url}`,
      ).toBe(404);
    }
    // Naming our organisation in the header does not make them a member of it.
    for (const r of routes()) {
      const res = await app.inject({
        method: r.method,
        url: r.url,
        payload: r.payload,
        headers: { cookie: stranger.cookie, 'organization-id': owner.user.organizationId },
      });
      expect(res.statusCode, `${r.method} ${r.url} as ours`).toBe(403);
    }
    expect((await as(stranger, 'GET', '/api/assessments')).json().data).toEqual({
      items: [],
      total: 0,
      nextCursor: null,
    });
    await expectUnchanged(before);
  });

  it('an auditor reads and exports but gets 403 on every write', async () => {
    const before = await auditCount(app, owner);
    const detail = await as(auditor, 'GET', `/api/assessments/${assessmentId}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data.assessment.abilities).toEqual({
      update: false,
      delete: false,
      signOff: false,
      exportSoa: true,
    });
    expect((await as(auditor, 'GET', `/api/assessments/${assessmentId}/soa.xlsx`)).statusCode).toBe(
      200,
    );
    for (const r of routes().filter((x) => x.write)) {
      expect(
        (await as(auditor, r.method, r.url, r.payload)).statusCode,
        `${r.method} ${r.url}`,
      ).toBe(403);
    }
    await expectUnchanged(before);
  });
});
