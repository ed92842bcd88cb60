// The certifications and attestations an organisation holds (issue 22 point 1): kept by who keeps
// the frameworks, read by every role that reads them, and counted as held only while held and
// in date; every refusal names its field and changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testDatabase } from '@rampart/db/testing';
import { buildApp } from '../../app.ts';
import { TEST_ORIGIN, testConfig } from '../../testing/app.ts';
import { buildMember, buildOrg, type SignedIn } from '../../testing/factories.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp({ config: testConfig(), database: await testDatabase(), mailer: null });
});
afterAll(async () => {
  await app.close();
});

const call = (
  who: SignedIn,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) =>
  app.inject({
    method,
    url,
    headers: { origin: TEST_ORIGIN, cookie: who.cookie },
    ...(payload ? { payload } : {}),
  });

const iso = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('certifications', () => {
  it('are kept, and count as held only while held and in date', async () => {
    const owner = await buildOrg(app);
    const made = await call(owner, 'POST', '/api/certifications', {
      name: 'ISO/IEC 27001',
      status: 'held',
      issuer: 'BSI',
      number: 'IS 123456',
      scope: 'Rampart platform and its operations',
      issuedOn: iso(-300),
      expiresOn: iso(700),
    });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().data).toMatchObject({ held: true, standing: 'held', validUntil: iso(700) });
    const soc2 = await call(owner, 'POST', '/api/certifications', {
      name: 'SOC 2 Type II',
      status: 'held',
      periodStart: iso(-900),
      periodEnd: iso(-500),
    });
    expect(soc2.json().data).toMatchObject({ held: false, standing: 'report-too-old' });

    const id = made.json().data.id as string;
    const withdrawn = await call(owner, 'PATCH', `/api/certifications/${id}`, {
      status: 'withdrawn',
    });
    expect(withdrawn.json().data).toMatchObject({ held: false, standing: 'not-held' });
    const list = await call(owner, 'GET', '/api/certifications');
    expect(list.json().data.items.map((c: { name: string }) => c.name)).toEqual([
      'ISO/IEC 27001',
      'SOC 2 Type II',
    ]);
    const audit = await call(owner, 'GET', '/api/audit-events?limit=5');
    expect(audit.json().data.items[0]).toMatchObject({ action: 'certification.updated' });
    expect((await call(owner, 'DELETE', `/api/certifications/${id}`)).statusCode).toBe(200);
    expect(
      (await call(owner, 'PATCH', `/api/certifications/${id}`, { status: 'held' })).statusCode,
    ).toBe(404);
  });

  it('refuse dates out of order and evidence of another organisation, naming the field', async () => {
    const owner = await buildOrg(app);
    const backwards = await call(owner, 'POST', '/api/certifications', {
      name: 'PCI DSS',
      status: 'held',
      issuedOn: '2026-06-01',
      expiresOn: '2026-01-01',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.details).toEqual([
      { field: 'expiresOn', message: 'The expiry comes before the issue date' },
    ]);
    const elsewhere = await call(owner, 'POST', '/api/certifications', {
      name: 'PCI DSS',
      status: 'held',
      evidenceId: 'evd_of_someone_else',
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().error.details[0].field).toBe('evidenceId');
    expect((await call(owner, 'POST', '/api/certifications', { status: 'held' })).statusCode).toBe(
      400,
    );
    expect((await call(owner, 'GET', '/api/certifications')).json().data.items).toEqual([]);
  });

  it('are read a page at a time, the abilities beside every page', async () => {
    const owner = await buildOrg(app);
    for (const name of ['CSA STAR', 'ISO/IEC 27001', 'SOC 2 Type II']) {
      expect(
        (await call(owner, 'POST', '/api/certifications', { name, status: 'held' })).statusCode,
      ).toBe(200);
    }
    const first = (await call(owner, 'GET', '/api/certifications?limit=2')).json().data;
    expect(first).toMatchObject({ total: 3, abilities: { manage: true } });
    expect(first.items).toHaveLength(2);
    const rest = (
      await call(owner, 'GET', `/api/certifications?limit=2&cursor=${first.nextCursor}`)
    ).json().data;
    expect(rest).toMatchObject({ total: 3, nextCursor: null, abilities: { manage: true } });
    expect([...first.items, ...rest.items].map((c: { name: string }) => c.name).sort()).toEqual([
      'CSA STAR',
      'ISO/IEC 27001',
      'SOC 2 Type II',
    ]);
    const tooMany = await call(owner, 'GET', '/api/certifications?limit=201');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.details.map((d: { field: string }) => d.field)).toEqual(['limit']);
  });

  it('are read by an auditor and kept only by who keeps the frameworks', async () => {
    const owner = await buildOrg(app);
    const auditor = await buildMember(app, owner, 'auditor');
    const list = await call(auditor, 'GET', '/api/certifications');
    expect(list.statusCode).toBe(200);
    expect(list.json().data.abilities.manage).toBe(false);
    const refused = await call(auditor, 'POST', '/api/certifications', {
      name: 'HIPAA',
      status: 'held',
    });
    expect(refused.statusCode).toBe(403);
  });
});
