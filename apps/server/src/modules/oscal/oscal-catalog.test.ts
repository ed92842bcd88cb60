import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { listRequirements, schema } from '@rampart/db';
import { testDatabase } from '@rampart/db/testing';
import { testApp } from '../../testing/app.ts';
import { auditCount, buildOrg, type SignedIn } from '../../testing/factories.ts';
import {
  BASIC,
  HAS_FIXTURES,
  LOW,
  MODERATE,
  MODERATE_PROFILE,
  NO_FIXTURES,
  readFixture,
} from './oscal-fixtures.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});

const importCatalog = (who: SignedIn, payload: object) =>
  app.inject({
    method: 'POST',
    url: '/api/frameworks/import/oscal',
    payload,
    headers: { cookie: who.cookie },
  });

const requirementsOf = async (who: SignedIn, frameworkId: string) =>
  listRequirements((await testDatabase()).db, who.user.organizationId, frameworkId);

const tiny = (uuid: string) => ({
  catalog: {
    uuid,
    metadata: {
      title: 'Tiny catalog',
      version: '2.0',
      'last-modified': '2024-01-01T00:00:00Z',
      'oscal-version': '1.1.2',
    },
    controls: [
      { id: 'c-1', title: 'Kept' },
      { id: 'c-2', title: 'Retired', props: [{ name: 'status', value: 'withdrawn' }] },
    ],
  },
});

describe('OSCAL catalog import', () => {
  it('skips withdrawn controls, and a second import of the catalog is a 409', async () => {
    const owner = await buildOrg(app);
    const uuid = crypto.randomUUID();
    const res = await importCatalog(owner, tiny(uuid));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      framework: { name: 'Tiny catalog', version: '2.0', source: 'oscal', requirementCount: 1 },
      requirements: 1,
      groups: 0,
      withdrawn: 1,
    });
    const before = await auditCount(app, owner);
    const again = await importCatalog(owner, tiny(uuid.toUpperCase()));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This catalog is already imported');
    expect(await auditCount(app, owner)).toBe(before);
    // Another organisation imports the same catalog for itself.
    expect((await importCatalog(await buildOrg(app), tiny(uuid))).statusCode).toBe(200);
  });

  it('refuses what is not a JSON object, and the 1 MB default does not apply', async () => {
    const owner = await buildOrg(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/frameworks/import/oscal',
      payload: '[1]',
      headers: { cookie: owner.cookie, 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    const padded = { ...tiny(crypto.randomUUID()), padding: 'x'.repeat(3 * 1024 * 1024) };
    expect((await importCatalog(owner, padded)).statusCode).toBe(200);
  });
});

describe.skipIf(!HAS_FIXTURES)(
  HAS_FIXTURES ? 'OSCAL catalog import: NIST files' : NO_FIXTURES,
  () => {
    it('imports the SP 800-53 LOW baseline with families, enhancements and parameters', async () => {
      const owner = await buildOrg(app);
      const before = await auditCount(app, owner);
      const res = await importCatalog(owner, readFixture(LOW));
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data;
      expect(data).toMatchObject({
        framework: {
          name: 'NIST Special Publication 800-53 Revision 5.1.1 LOW IMPACT BASELINE',
          version: '5.1.1+u4',
          source: 'oscal',
          selected: false,
          requirementCount: 149,
          summary: null,
          abilities: { update: true, delete: true },
        },
        requirements: 149,
        groups: 18,
        withdrawn: 0,
      });
      expect(await auditCount(app, owner)).toBe(before + 1);

      const reqs = await requirementsOf(owner, data.framework.id);
      expect(reqs).toHaveLength(149);
      expect(reqs.map((r) => r.sortOrder)).toEqual(reqs.map((_r, i) => i));
      const ac2 = reqs.find((r) => r.code === 'AC-2')!;
      expect(ac2).toMatchObject({
        title: 'Account Management',
        groupTitle: 'Access Control',
        mandatory: true,
        parentId: null,
      });
      expect(ac2.description).toContain(
        'e. Require approvals by [Assignment: organization-defined personnel or roles] for requests to create accounts;',
      );
      // The published control is kept for export, without its enhancements.
      expect(ac2.oscal).toMatchObject({ id: 'ac-2', class: 'SP800-53' });
      expect((ac2.oscal as { params: unknown[] }).params).toHaveLength(10);
      expect(ac2.oscal).not.toHaveProperty('controls');
      const at22 = reqs.find((r) => r.code === 'AT-2(2)')!;
      expect(at22.parentId).toBe(reqs.find((r) => r.code === 'AT-2')!.id);
      expect(new Set(reqs.map((r) => r.groupTitle)).size).toBe(18);

      const events = await app.inject({
        method: 'GET',
        url: `/api/audit-events?entityId=${data.framework.id}`,
        headers: { cookie: owner.cookie },
      });
      expect(events.json().data.items).toMatchObject([
        {
          action: 'framework.imported',
          entityType: 'framework',
          after: { requirements: 149, groups: 18, oscalVersion: '1.1.2' },
        },
      ]);
    });

    it('imports the MODERATE baseline (1.8 MB): 287 requirements', async () => {
      const owner = await buildOrg(app);
      const res = await importCatalog(owner, readFixture(MODERATE));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ requirements: 287, groups: 18 });
      const reqs = await requirementsOf(owner, res.json().data.framework.id);
      expect(reqs.find((r) => r.code === 'AC-2(4)')).toMatchObject({
        title: 'Automated Audit Actions',
        groupTitle: 'Access Control',
      });
    });

    it('refuses the unresolved profile and a malformed catalog, naming the field', async () => {
      const owner = await buildOrg(app);
      const before = await auditCount(app, owner);
      const profile = await importCatalog(owner, readFixture(MODERATE_PROFILE));
      expect(profile.statusCode).toBe(400);
      expect(profile.json().error).toMatchObject({
        code: 'VALIDATION_ERROR',
        details: [{ field: 'profile' }],
      });
      expect(profile.json().error.message).toMatch(/import the resolved profile catalog instead/);

      const broken = readFixture(BASIC) as {
        catalog: { groups: { groups: { controls: Record<string, unknown>[] }[] }[] };
      };
      delete broken.catalog.groups[0]!.groups[0]!.controls[0]!.id;
      const bad = await importCatalog(owner, broken);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.details).toMatchObject([
        { field: 'catalog.groups.0.groups.0.controls.0.id' },
      ]);
      expect(bad.json().error.message).toMatch(/^catalog\.groups\.0\.groups\.0\.controls\.0\.id: /);
      expect(await auditCount(app, owner)).toBe(before);
      const imported = await (
        await testDatabase()
      ).db
        .select()
        .from(schema.frameworks)
        .where(eq(schema.frameworks.organizationId, owner.user.organizationId));
      expect(imported).toEqual([]);
    });
  },
);
