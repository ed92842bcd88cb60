// Two real server processes on one PostgreSQL and one Redis (issue 12 point 6): an edit made
// through one reaches a client of the other, and access taken away on one closes the
// connection held on the other. Runs with DATABASE_URL and REDIS_URL (`npm run test:db`).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readStructure, setQuestionText } from '@rampart/domain/questionnaire-doc';
import {
  registerOverHttp,
  startCollabProcess,
  type CollabProcess,
} from '../testing/collab-processes.ts';
import { startDnsServer, type TestDnsServer } from '../testing/dns-server.ts';
import { connectCollab, until, type CollabClient } from './collab-client.ts';

const { DATABASE_URL, REDIS_URL } = process.env;
const both = Boolean(DATABASE_URL && REDIS_URL);

const structure = {
  sections: [
    {
      id: 's1',
      title: 'Access',
      questions: [{ id: 'q1', text: 'MFA?', type: 'yes_no', required: true, weight: 1 }],
    },
  ],
};

describe.skipIf(!both)('collaboration across two processes (PostgreSQL and Redis)', () => {
  const processes: CollabProcess[] = [];
  const clients: CollabClient[] = [];
  let dns: TestDnsServer;
  beforeAll(async () => {
    dns = await startDnsServer();
    const env = (port: number) => ({
      DATABASE_URL: DATABASE_URL!,
      REDIS_URL: REDIS_URL!,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'silent',
      DNS_SERVERS: dns.address,
    });
    processes.push(
      ...(await Promise.all([
        startCollabProcess('rampart', 3311, env(3311)),
        startCollabProcess('rampart', 3312, env(3312)),
      ])),
    );
  }, 120_000);
  afterAll(async () => {
    for (const c of clients) c.destroy();
    for (const p of processes) p.stop();
    await dns.close();
  });

  it('carries an edit made through one process to a client of the other', async () => {
    const [one, two] = processes as [CollabProcess, CollabProcess];
    const owner = await registerOverHttp(one.baseUrl, 'two-processes');
    const id = await owner.createDraft(structure);
    const a = connectCollab({ baseUrl: one.baseUrl, questionnaireId: id, cookie: owner.cookie });
    const b = connectCollab({ baseUrl: two.baseUrl, questionnaireId: id, cookie: owner.cookie });
    clients.push(a, b);
    await Promise.all([a.ready, b.ready]);
    const text = (c: CollabClient) => readStructure(c.doc).sections[0]?.questions[0]?.text;
    // Both opened a new document at once: one copy of the questions, not two.
    expect(readStructure(a.doc).sections).toHaveLength(1);
    setQuestionText(a.doc, 'q1', 'text', 'MFA on every account?');
    await until(b.doc, () => text(b) === 'MFA on every account?', 10_000);
    setQuestionText(b.doc, 'q1', 'text', 'MFA on every account, including service ones?');
    await until(a.doc, () => text(a) === 'MFA on every account, including service ones?', 10_000);
    expect(readStructure(a.doc).sections).toHaveLength(1);
    // Either process reads every acknowledged edit from the database.
    await b.settled();
    const res = await fetch(`${one.baseUrl}/api/questionnaires/${id}/export?format=csv`, {
      headers: { cookie: owner.cookie },
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('including service ones');
  }, 60_000);

  it('closes, on the other process, the connection of someone whose access is taken away', async () => {
    const [one, two] = processes as [CollabProcess, CollabProcess];
    const owner = await registerOverHttp(one.baseUrl, 'two-processes-revoke');
    const id = await owner.createDraft(structure);
    const b = connectCollab({ baseUrl: two.baseUrl, questionnaireId: id, cookie: owner.cookie });
    clients.push(b);
    await b.ready;
    // Making it private keeps the owner in, but every connection is reopened with the new rules.
    const res = await fetch(`${one.baseUrl}/api/questionnaires/${id}/sharing`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', cookie: owner.cookie, origin: one.baseUrl },
      body: JSON.stringify({ visibility: 'private' }),
    });
    expect(res.status).toBe(200);
    await expect.poll(() => b.closes.length, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(b.messages).toContainEqual({ type: 'access', reason: 'changed' });
  }, 60_000);

  it('closes, within a second, the other process’s socket of someone SCIM deactivates', async () => {
    const [one, two] = processes as [CollabProcess, CollabProcess];
    const owner = await registerOverHttp(one.baseUrl, 'two-processes-scim');
    const json = async (res: Response) => {
      if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
      return ((await res.json()) as { data: Record<string, unknown> }).data;
    };
    const domain = `scim-${Date.now()}-${process.pid}.example`;
    const claim = (await json(
      await owner.post('/api/organizations/current/domains', { domain }),
    )) as { id: string; record: { name: string; value: string } };
    dns.setTxt(claim.record.name, [claim.record.value]);
    await json(await owner.post(`/api/organizations/current/domains/${claim.id}/verify`, {}));
    const { token } = (await json(
      await owner.post('/api/organizations/current/scim/token', {}),
    )) as {
      token: string;
    };
    const invite = (await json(
      await owner.post('/api/organizations/current/invitations', {
        email: `lee@${domain}`,
        role: 'admin',
      }),
    )) as { acceptUrl: string };
    const lee = await registerOverHttp(one.baseUrl, 'lee', {
      email: `lee@${domain}`,
      invitationToken: decodeURIComponent(invite.acceptUrl.split('/invitations/')[1]!),
    });
    const scim = (method: string, path: string, body: object) =>
      fetch(`${one.baseUrl}/scim/v2${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/scim+json' },
        body: JSON.stringify(body),
      });
    const pushed = await scim('POST', '/Users', { userName: `lee@${domain}` });
    expect(pushed.status).toBe(201);
    const id = await owner.createDraft(structure);
    const b = connectCollab({ baseUrl: two.baseUrl, questionnaireId: id, cookie: lee.cookie });
    clients.push(b);
    await b.ready;
    const started = Date.now();
    const off = await scim('PATCH', `/Users/${((await pushed.json()) as { id: string }).id}`, {
      schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
      Operations: [{ op: 'replace', path: 'active', value: false }],
    });
    expect(off.status).toBe(200);
    await expect.poll(() => b.closes.length, { timeout: 1000, interval: 20 }).toBeGreaterThan(0);
    expect(Date.now() - started).toBeLessThan(1000);
    const me = await fetch(`${two.baseUrl}/api/users/me`, { headers: { cookie: lee.cookie } });
    expect(me.status).toBe(401);
  }, 60_000);
});

describe.skipIf(!both)('an acknowledged edit survives its process being killed', () => {
  const processes: CollabProcess[] = [];
  afterAll(() => {
    for (const p of processes) p.stop();
  });

  it('another process serves the edit after the first is killed before any store', async () => {
    const env = (port: number) => ({
      DATABASE_URL: DATABASE_URL!,
      REDIS_URL: REDIS_URL!,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'silent',
    });
    const [doomed, survivor] = await Promise.all([
      startCollabProcess('rampart', 3313, env(3313)),
      startCollabProcess('rampart', 3314, env(3314)),
    ]);
    processes.push(doomed, survivor);
    const owner = await registerOverHttp(doomed.baseUrl, 'killed-process');
    const id = await owner.createDraft(structure);
    const a = connectCollab({ baseUrl: doomed.baseUrl, questionnaireId: id, cookie: owner.cookie });
    await a.ready;
    setQuestionText(a.doc, 'q1', 'text', 'Written just before the crash');
    await a.settled(); // acknowledged by the server
    doomed.child.kill('SIGKILL'); // no store, no shutdown
    a.destroy();
    const res = await fetch(`${survivor.baseUrl}/api/questionnaires/${id}/export?format=csv`, {
      headers: { cookie: owner.cookie },
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Written just before the crash');
  }, 120_000);
});

describe.skipIf(both)('collaboration across two processes', () => {
  it.skip('skipped: set DATABASE_URL and REDIS_URL (npm run test:db does in CI)', () => {});
});
