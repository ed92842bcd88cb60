import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testApp } from '../../testing/app.ts';
import { auditCount, buildMember, buildOrg, type SignedIn } from '../../testing/factories.ts';
import { buildControl, buildScript, caller, readControl } from './test-script-fixtures.ts';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
type Route = { method: Method; url: string; payload?: object; write?: boolean };

let app: FastifyInstance;
let call: ReturnType<typeof caller>;
let owner: SignedIn;
let script: { id: string; steps: { id: string }[] };
let controlId: string;
let routes: Route[];

beforeAll(async () => {
  app = await testApp();
  call = caller(app);
  owner = await buildOrg(app, { organizationName: 'Victim Org' });
  controlId = await buildControl(owner);
  const other = await buildControl(owner);
  script = await buildScript(app, owner, { controlIds: [controlId] });
  const base = `/api/test-scripts/${script.id}`;
  const step = { instruction: 'x', expectedResult: 'y' };
  routes = [
    { method: 'GET', url: '/api/test-scripts' },
    { method: 'GET', url: base },
    {
      method: 'POST',
      url: '/api/test-scripts',
      payload: { title: 'x', steps: [step] },
      write: true,
    },
    { method: 'PATCH', url: base, payload: { title: 'Hacked' }, write: true },
    { method: 'DELETE', url: base, write: true },
    { method: 'GET', url: `${base}/controls` },
    { method: 'POST', url: `${base}/controls`, payload: { controlIds: [other] }, write: true },
    {
      method: 'DELETE',
      url: `${base}/controls`,
      payload: { controlIds: [controlId] },
      write: true,
    },
    {
      method: 'POST',
      url: `${base}/execute`,
      payload: {
        controlId,
        stepResults: script.steps.map((s) => ({ stepId: s.id, outcome: 'fail' })),
      },
      write: true,
    },
    { method: 'GET', url: `${base}/executions` },
  ];
});

/** Our script, its links, runs and control are as they were, and no audit event was added. */
const expectUnchanged = async (auditBefore: number) => {
  const read = (await call(owner, 'GET', `/api/test-scripts/${script.id}`)).json().data;
  expect(read).toMatchObject({
    title: 'Quarterly access review',
    controls: [{ controlId }],
    executionCount: 0,
  });
  expect((await call(owner, 'GET', '/api/test-scripts')).json().data.total).toBe(1);
  expect((await readControl(controlId)).tests).toHaveLength(0);
  expect(await auditCount(app, owner)).toBe(auditBefore);
};

describe('test scripts: outsiders are refused and change nothing', () => {
  it('anonymous callers get 401 on every route', async () => {
    const before = await auditCount(app, owner);
    for (const r of routes) {
      const res = await app.inject({ method: r.method, url: r.url, payload: r.payload });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(401);
    }
    await expectUnchanged(before);
  });

  it('another organisation gets 404 on our ids and empty lists', async () => {
    const stranger = await buildOrg(app, { organizationName: 'Stranger Org' });
    const before = await auditCount(app, owner);
    for (const r of routes.filter((x) => x.url.includes(script.id))) {
      const res = await call(stranger, r.method, r.url, r.payload);
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(404);
    }
    const list = await call(stranger, 'GET', '/api/test-scripts');
    expect(list.json().data).toEqual({ items: [], total: 0, nextCursor: null });
    const byControl = await call(stranger, 'GET', `/api/test-scripts?controlId=${controlId}`);
    expect(byControl.json().data.total).toBe(0);
    // Our control cannot be linked to their script either.
    const theirs = await call(stranger, 'POST', '/api/test-scripts', {
      title: 'x',
      steps: [{ instruction: 'a', expectedResult: 'b' }],
      controlIds: [controlId],
    });
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json().error.details[0].field).toBe('controlIds.0');
    // Naming our organisation in the header does not make them a member.
    for (const r of routes) {
      const res = await app.inject({
        method: r.method,
        url: r.url,
        payload: r.payload,
        headers: { cookie: stranger.cookie, 'organization-id': owner.user.organizationId },
      });
      expect(res.statusCode, `header ${r.method} ${r.url}`).toBe(403);
    }
    await expectUnchanged(before);
  });

  it('an auditor reads, without abilities, and gets 403 on every write and on execute', async () => {
    const auditor = await buildMember(app, owner, 'auditor');
    const before = await auditCount(app, owner);
    for (const r of routes.filter((x) => !x.write)) {
      const res = await call(auditor, r.method, r.url);
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(200);
    }
    const read = await call(auditor, 'GET', `/api/test-scripts/${script.id}`);
    expect(read.json().data.abilities).toEqual({ update: false, delete: false, execute: false });
    const writes = routes.filter((x) => x.write);
    expect(writes).toHaveLength(6);
    for (const r of writes) {
      const res = await call(auditor, r.method, r.url, r.payload);
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(403);
    }
    await expectUnchanged(before);
  });
});
