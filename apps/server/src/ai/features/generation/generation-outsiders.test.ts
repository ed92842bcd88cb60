import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { GenerationResult } from '@rampart/contracts';
import { testApp } from '../../../testing/app.ts';
import { auditCount, buildMember, buildOrg, type SignedIn } from '../../../testing/factories.ts';
import {
  call,
  CONTEXT,
  countOf,
  createRisk,
  generate,
  generateBody,
  getJob,
  PHISHING,
} from './generation-kit.ts';

let app: FastifyInstance;
let owner: SignedIn;
let auditor: SignedIn;
let stranger: SignedIn;
let riskId: string;
let jobId: string;
let generatedId: string;

beforeAll(async () => {
  app = await testApp();
  owner = await buildOrg(app);
  auditor = await buildMember(app, owner, 'auditor');
  stranger = await buildOrg(app);
  riskId = await createRisk(app, owner, PHISHING);
  const run = await generate(app, owner, riskId);
  jobId = run.jobId;
  generatedId = (run.events.at(-1) as { result: GenerationResult }).result.controls[0]!.id;
});

type Route = { method: 'GET' | 'POST'; url: () => string; payload?: () => object };
const routes: Route[] = [
  { method: 'POST', url: () => '/api/ai/controls/generate', payload: () => generateBody(riskId) },
  {
    method: 'POST',
    url: () => '/api/ai/controls/bulk-generate',
    payload: () => ({ riskIds: [riskId], organizationContext: CONTEXT }),
  },
  { method: 'GET', url: () => '/api/ai/jobs' },
  { method: 'GET', url: () => `/api/ai/jobs/${jobId}` },
  { method: 'POST', url: () => `/api/ai/jobs/${jobId}/cancel` },
  {
    method: 'POST',
    url: () => `/api/ai/jobs/${jobId}/apply`,
    payload: () => ({ controlIds: [generatedId] }),
  },
];

const state = async () => ({
  jobs: await countOf(app, owner, '/api/ai/jobs'),
  controls: await countOf(app, owner, '/api/controls'),
  mappings: await countOf(app, owner, `/api/control-risk-mappings?riskId=${riskId}`),
  audit: await auditCount(app, owner),
});

describe('control generation, called by outsiders', () => {
  it.each(routes.map((r) => [`${r.method} ${r.url.toString()}`, r] as const))(
    '%s: anonymous 401, auditor 403, another organisation naming ours 403',
    async (_name, route) => {
      const before = await state();
      const send = (who: SignedIn | null, headers: Record<string, string> = {}) =>
        app.inject({
          method: route.method,
          url: route.url(),
          payload: route.payload?.(),
          headers: { ...(who ? { cookie: who.cookie } : {}), ...headers },
        });
      expect((await send(null)).statusCode).toBe(401);
      expect((await send(auditor)).statusCode).toBe(403);
      expect(
        (await send(stranger, { 'organization-id': owner.user.organizationId })).statusCode,
      ).toBe(403);
      expect(await state()).toEqual(before);
    },
  );

  it('another organisation gets 404 for our job and our risk, and our data is unchanged', async () => {
    const before = await state();
    for (const [method, url, payload] of [
      ['GET', `/api/ai/jobs/${jobId}`, undefined],
      ['POST', `/api/ai/jobs/${jobId}/cancel`, undefined],
      ['POST', `/api/ai/jobs/${jobId}/apply`, { controlIds: [generatedId] }],
      ['POST', '/api/ai/controls/generate', generateBody(riskId)],
    ] as const) {
      const res = await call(app, stranger, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const bulk = await call(app, stranger, 'POST', '/api/ai/controls/bulk-generate', {
      riskIds: [riskId],
      organizationContext: CONTEXT,
    });
    expect(bulk.statusCode).toBe(400);
    expect(bulk.json().error.details).toEqual([{ field: 'riskIds.0', message: 'Risk not found' }]);
    const theirs = (await call(app, stranger, 'GET', '/api/ai/jobs')).json().data;
    expect(theirs.items.map((j: { id: string }) => j.id)).not.toContain(jobId);
    expect(await state()).toEqual(before);
    expect((await getJob(app, owner, jobId)).applied).toBe(false);
  });
});
