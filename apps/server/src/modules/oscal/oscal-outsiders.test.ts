import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { insertControlRequirements, schema } from '@rampart/db';
import { testDatabase } from '@rampart/db/testing';
import { testApp } from '../../testing/app.ts';
import { auditCount, buildMember, buildOrg, type SignedIn } from '../../testing/factories.ts';

let app: FastifyInstance;
let owner: SignedIn;
let stranger: SignedIn;
let auditor: SignedIn;
let member: SignedIn;
let frameworkId: string;
let exported: object;
const catalogUuid = crypto.randomUUID();

const catalog = (uuid: string) => ({
  catalog: {
    uuid,
    metadata: {
      title: 'Outsider catalog',
      version: '1',
      'last-modified': '2024-01-01T00:00:00Z',
      'oscal-version': '1.1.2',
    },
    controls: [{ id: 'c-1', title: 'One' }],
  },
});

const as = (who: SignedIn | null, method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url, payload, headers: who ? { cookie: who.cookie } : {} });

beforeAll(async () => {
  app = await testApp();
  owner = await buildOrg(app);
  stranger = await buildOrg(app);
  auditor = await buildMember(app, owner, 'auditor');
  member = await buildMember(app, owner, 'member');
  frameworkId = (
    await as(owner, 'POST', '/api/frameworks/import/oscal', catalog(catalogUuid))
  ).json().data.framework.id;
  const control = (await as(owner, 'POST', '/api/controls', { title: 'Mine' })).json().data.id;
  await insertControlRequirements((await testDatabase()).db, owner.user.organizationId, [
    {
      controlId: control,
      requirementId: `${frameworkId}:c-1`,
      statement: 'Ours',
    },
  ]);
  exported = JSON.parse(
    (await as(owner, 'GET', `/api/frameworks/${frameworkId}/oscal/component-definition`)).body,
  );
});

const routes = () => [
  {
    method: 'POST' as const,
    url: '/api/frameworks/import/oscal',
    payload: catalog(crypto.randomUUID()),
  },
  { method: 'GET' as const, url: `/api/frameworks/${frameworkId}/oscal/component-definition` },
  { method: 'POST' as const, url: '/api/frameworks/oscal/component-definition', payload: exported },
];

const frameworksOf = async (who: SignedIn) =>
  (await testDatabase()).db
    .select({ id: schema.frameworks.id })
    .from(schema.frameworks)
    .where(eq(schema.frameworks.organizationId, who.user.organizationId));
const controlsOf = async (who: SignedIn) =>
  (await testDatabase()).db
    .select({ id: schema.controls.id })
    .from(schema.controls)
    .where(eq(schema.controls.organizationId, who.user.organizationId));

const expectUnchanged = async (auditBefore: number) => {
  expect(await frameworksOf(owner)).toEqual([{ id: frameworkId }]);
  expect(await controlsOf(owner)).toHaveLength(1);
  expect(await auditCount(app, owner)).toBe(auditBefore);
};

describe('OSCAL: outsiders', () => {
  it('anonymous callers get 401 on every route', async () => {
    const before = await auditCount(app, owner);
    for (const r of routes()) {
      expect((await as(null, r.method, r.url, r.payload)).statusCode, `${r.method} ${r.url}`).toBe(
        401,
      );
    }
    await expectUnchanged(before);
  });

  it('another organisation cannot see or use our imported catalog', async () => {
    const before = await auditCount(app, owner);
    const strangerBefore = await auditCount(app, stranger);
    const res = await as(
      stranger,
      'GET',
      `/api/frameworks/${frameworkId}/oscal/component-definition`,
    );
    expect(res.statusCode).toBe(404);
    // Our export names our catalog; to them it is an unknown framework.
    const imported = await as(
      stranger,
      'POST',
      '/api/frameworks/oscal/component-definition',
      exported,
    );
    expect(imported.statusCode).toBe(400);
    expect(imported.json().error.details[0].field).toMatch(/control-implementations\.0\.source$/);
    expect(await controlsOf(stranger)).toEqual([]);
    expect(await auditCount(app, stranger)).toBe(strangerBefore);
    await expectUnchanged(before);
  });

  it('auditors and members export but get 403 on both imports', async () => {
    const before = await auditCount(app, owner);
    for (const who of [auditor, member]) {
      const [importCatalog, exportRoute, importComponents] = routes();
      expect((await as(who, exportRoute!.method, exportRoute!.url)).statusCode).toBe(200);
      for (const r of [importCatalog!, importComponents!]) {
        expect((await as(who, r.method, r.url, r.payload)).statusCode, `${r.method} ${r.url}`).toBe(
          403,
        );
      }
    }
    await expectUnchanged(before);
  });
});
