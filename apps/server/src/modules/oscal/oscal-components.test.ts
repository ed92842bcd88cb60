import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { insertControlRequirements, schema } from '@rampart/db';
import { testDatabase } from '@rampart/db/testing';
import { testApp } from '../../testing/app.ts';
import { auditCount, buildOrg, type SignedIn } from '../../testing/factories.ts';
import { HAS_FIXTURES, LOW, NO_FIXTURES, readFixture } from './oscal-fixtures.ts';
import { RAMPART_NS } from './oscal-schemas.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});

type Prop = { name: string; ns?: string; value: string };
type Doc = {
  'component-definition': {
    uuid: string;
    metadata: Record<string, unknown>;
    components?: {
      uuid: string;
      title: string;
      description: string;
      props: Prop[];
      'control-implementations': {
        uuid: string;
        source: string;
        'implemented-requirements': { uuid: string; 'control-id': string; description: string }[];
      }[];
    }[];
  };
};

const db = async () => (await testDatabase()).db;

const call = (who: SignedIn, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  app.inject({ method, url, payload, headers: { cookie: who.cookie } });

const createControl = async (who: SignedIn, body: object): Promise<string> => {
  const res = await call(who, 'POST', '/api/controls', body);
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().data.id;
};

/** Mappings straight into the table: these tests are about OSCAL, not the mapping routes. */
const mapControl = async (
  who: SignedIn,
  controlId: string,
  requirementId: string,
  statement = '',
) =>
  insertControlRequirements(await db(), who.user.organizationId, [
    { controlId, requirementId, statement },
  ]);

const exportDoc = async (who: SignedIn, frameworkId: string) => {
  const res = await call(who, 'GET', `/api/frameworks/${frameworkId}/oscal/component-definition`);
  expect(res.statusCode, res.body).toBe(200);
  return { doc: JSON.parse(res.body) as Doc, headers: res.headers };
};

const importDoc = (who: SignedIn, doc: object) =>
  call(who, 'POST', '/api/frameworks/oscal/component-definition', doc);

/** The document without what differs by design between exports and organisations. */
const comparable = (doc: Doc) => {
  const { uuid: _u, metadata, components } = doc['component-definition'];
  const { 'last-modified': _l, version: _v, ...meta } = metadata;
  return {
    meta,
    components: (components ?? []).map(({ uuid: _c, props, ...c }) => ({
      ...c,
      props: props.filter((p) => p.name !== 'rampart-control-id'),
      'control-implementations': c['control-implementations'].map(({ uuid: _i, ...ci }) => ({
        ...ci,
        'implemented-requirements': ci['implemented-requirements'].map(({ uuid: _r, ...r }) => r),
      })),
    })),
  };
};

const controlsOf = async (who: SignedIn) =>
  (await db())
    .select()
    .from(schema.controls)
    .where(eq(schema.controls.organizationId, who.user.organizationId));

/** Org A with three controls serving ISO 27001 and one serving nothing. */
const setUpA = async () => {
  const a = await buildOrg(app);
  const reviews = await createControl(a, {
    title: 'Quarterly access reviews',
    description: 'Managers confirm every account each quarter.',
    type: 'detective',
    frequency: 'QUARTERLY',
    category: 'access-control',
    priority: 'high',
    implementationStatus: 'in_progress',
    implementationProgress: 40,
  });
  const mfa = await createControl(a, {
    title: 'MFA everywhere',
    automation: 'automated',
    frequency: 'CONTINUOUS',
    implementationComplexity: 'moderate',
  });
  const policy = await createControl(a, { title: 'Access policy', status: 'planned' });
  await createControl(a, { title: 'Unmapped control' });
  await (
    await db()
  )
    .update(schema.controls)
    .set({ libraryControlId: 'LIB-AC-001' })
    .where(eq(schema.controls.id, mfa));
  await mapControl(a, reviews, 'ISO27001:2022-A.5.18', 'Access rights are reviewed quarterly.');
  await mapControl(a, reviews, 'ISO27001:2022-A.5.15');
  await mapControl(a, mfa, 'ISO27001:2022-A.8.5', 'Every sign-in asks for a second factor.');
  await mapControl(a, policy, 'ISO27001:2022-A.5.15', 'The access policy.');
  return { a, reviews, mfa, policy };
};

describe('OSCAL component definitions', () => {
  it('exports the controls serving a built-in framework', async () => {
    const { a, reviews, mfa } = await setUpA();
    const { doc, headers } = await exportDoc(a, 'ISO27001');
    expect(headers['content-type']).toMatch(/^application\/json/);
    expect(headers['content-disposition']).toMatch(/^attachment; filename="iso/);
    const cd = doc['component-definition'];
    expect(cd.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(cd.metadata).toMatchObject({ 'oscal-version': '1.1.2' });
    expect(cd.components!.map((c) => c.title)).toEqual([
      'Access policy',
      'MFA everywhere',
      'Quarterly access reviews',
    ]);
    const review = cd.components!.find((c) => c.title === 'Quarterly access reviews')!;
    expect(review).toMatchObject({
      type: 'policy',
      description: 'Managers confirm every account each quarter.',
    });
    expect(Object.fromEntries(review.props.map((p) => [p.name, p.value]))).toEqual({
      'rampart-control-id': reviews,
      type: 'detective',
      automation: 'manual',
      frequency: 'QUARTERLY',
      status: 'active',
      'implementation-status': 'in_progress',
      'implementation-progress': '40',
      priority: 'high',
      category: 'access-control',
    });
    expect(review.props.every((p) => p.ns === RAMPART_NS)).toBe(true);
    const [ci] = review['control-implementations'];
    expect(ci!.source).toBe('https://rampart.dev/frameworks/ISO27001');
    expect(ci!['implemented-requirements'].map((r) => [r['control-id'], r.description])).toEqual([
      ['A.5.15', ''],
      ['A.5.18', 'Access rights are reviewed quarterly.'],
    ]);
    const mfaProps = cd.components!.find((c) => c.title === 'MFA everywhere')!.props;
    expect(mfaProps).toContainEqual({
      name: 'library-control-id',
      ns: RAMPART_NS,
      value: 'LIB-AC-001',
    });
    expect(mfaProps).toContainEqual({ name: 'rampart-control-id', ns: RAMPART_NS, value: mfa });

    // Stable: the same components and requirements keep their UUIDs; the document gets a new one.
    const again = (await exportDoc(a, 'ISO27001')).doc['component-definition'];
    expect(again.uuid).not.toBe(cd.uuid);
    expect(again.components!.map((c) => c.uuid)).toEqual(cd.components!.map((c) => c.uuid));
    expect(
      again.components!.flatMap((c) =>
        c['control-implementations'][0]!['implemented-requirements'].map((r) => r.uuid),
      ),
    ).toEqual(
      cd.components!.flatMap((c) =>
        c['control-implementations'][0]!['implemented-requirements'].map((r) => r.uuid),
      ),
    );
    // A framework with no mapped control exports a document with no components.
    expect((await exportDoc(a, 'HIPAA')).doc['component-definition'].components).toBeUndefined();
  });

  it('round-trips a built-in framework from one organisation to another', async () => {
    const { a, reviews } = await setUpA();
    const b = await buildOrg(app);
    const fromA = (await exportDoc(a, 'ISO27001')).doc;

    const before = await auditCount(app, b);
    const res = await importDoc(b, fromA);
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json().data;
    expect(result).toMatchObject({ frameworkId: 'ISO27001', updated: [], mappings: 4 });
    expect(result.created).toHaveLength(3);
    // Three control.created events and one summary of the import.
    expect(await auditCount(app, b)).toBe(before + 4);
    const bControls = await controlsOf(b);
    expect(bControls.map((c) => c.id).sort()).toEqual([...result.created].sort());
    expect(bControls.find((c) => c.title === 'MFA everywhere')?.libraryControlId).toBe(
      'LIB-AC-001',
    );
    expect(bControls.find((c) => c.title === 'Access policy')).toMatchObject({
      status: 'planned',
      implementationStatus: 'not_started',
    });

    const fromB = (await exportDoc(b, 'ISO27001')).doc;
    expect(comparable(fromA).components).toHaveLength(3);
    expect(comparable(fromB)).toEqual(comparable(fromA));

    // Back into A: every control is found by its id, nothing is created or changed.
    const auditA = await auditCount(app, a);
    const back = await importDoc(a, fromA);
    expect(back.json().data).toEqual({
      frameworkId: 'ISO27001',
      created: [],
      updated: [],
      mappings: 0,
    });
    expect(await auditCount(app, a)).toBe(auditA);
    expect(await controlsOf(a)).toHaveLength(4);

    // Two components cannot describe the same control.
    const twice = structuredClone(fromA);
    const list = twice['component-definition'].components!;
    list.push(structuredClone(list[0]!));
    const dup = await importDoc(a, twice);
    expect(dup.statusCode).toBe(400);
    expect(dup.json().error.details).toMatchObject([
      { field: 'component-definition.components.3' },
    ]);

    // An edited document updates just what changed.
    const edited = structuredClone(fromA);
    const review = edited['component-definition'].components!.find(
      (c) => c.title === 'Quarterly access reviews',
    )!;
    review.props.find((p) => p.name === 'implementation-status')!.value = 'implemented';
    review.props.find((p) => p.name === 'implementation-progress')!.value = '100';
    review['control-implementations'][0]!['implemented-requirements'][0]!.description =
      'Policy section 4.';
    const upd = await importDoc(a, edited);
    expect(upd.json().data).toEqual({
      frameworkId: 'ISO27001',
      created: [],
      updated: [reviews],
      mappings: 1,
    });
    expect((await controlsOf(a)).find((c) => c.id === reviews)).toMatchObject({
      implementationStatus: 'implemented',
      implementationProgress: 100,
      priority: 'high',
    });
  });

  it('round-trips an imported catalog by its uuid, with the catalog control ids', async () => {
    const uuid = crypto.randomUUID();
    const catalog = {
      catalog: {
        uuid,
        metadata: {
          title: 'Mini 800-53',
          version: '1',
          'last-modified': '2024-01-01T00:00:00Z',
          'oscal-version': '1.1.2',
        },
        groups: [
          {
            id: 'ac',
            title: 'Access Control',
            controls: [
              {
                id: 'ac-2',
                title: 'Account Management',
                props: [{ name: 'label', value: 'AC-2' }],
                controls: [
                  {
                    id: 'ac-2.1',
                    title: 'Automated',
                    props: [{ name: 'label', value: 'AC-2(1)' }],
                  },
                ],
              },
            ],
          },
        ],
      },
    };
    const a = await buildOrg(app);
    const b = await buildOrg(app);
    const fwA = (await call(a, 'POST', '/api/frameworks/import/oscal', catalog)).json().data
      .framework.id;
    const fwB = (await call(b, 'POST', '/api/frameworks/import/oscal', catalog)).json().data
      .framework.id;
    const ctl = await createControl(a, { title: 'Joiner-mover-leaver process' });
    await mapControl(a, ctl, `${fwA}:ac-2`, 'HR feeds the directory.');
    await mapControl(a, ctl, `${fwA}:ac-2.1`);

    const fromA = (await exportDoc(a, fwA)).doc;
    const [ci] = fromA['component-definition'].components![0]!['control-implementations'];
    expect(ci!.source).toBe(`urn:uuid:${uuid}`);
    expect(ci!['implemented-requirements'].map((r) => r['control-id'])).toEqual(['ac-2', 'ac-2.1']);

    const res = await importDoc(b, fromA);
    expect(res.json().data).toMatchObject({ frameworkId: fwB, updated: [], mappings: 2 });
    expect(comparable((await exportDoc(b, fwB)).doc)).toEqual(comparable(fromA));

    // Control ids may also be the requirement codes ("AC-2(1)").
    const byCode = structuredClone(fromA);
    byCode['component-definition'].components![0]!['control-implementations'][0]![
      'implemented-requirements'
    ][1]!['control-id'] = 'AC-2(1)';
    expect((await importDoc(a, byCode)).json().data).toMatchObject({ created: [], mappings: 0 });
  });

  it('names the field of a document it cannot import, and changes nothing', async () => {
    const { a } = await setUpA();
    const b = await buildOrg(app);
    const doc = (await exportDoc(a, 'ISO27001')).doc;
    const before = await auditCount(app, b);
    const refused = async (edit: (d: Doc) => void, field: string) => {
      const copy = structuredClone(doc);
      edit(copy);
      const res = await importDoc(b, copy);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.details).toMatchObject([{ field }]);
    };
    const first = (d: Doc) => d['component-definition'].components![0]!;
    await refused(
      (d) => (first(d)['control-implementations'][0]!.source = 'https://example.com/catalog.json'),
      'component-definition.components.0.control-implementations.0.source',
    );
    await refused(
      (d) =>
        (first(d)['control-implementations'][0]!['implemented-requirements'][0]!['control-id'] =
          'Z.9.99'),
      'component-definition.components.0.control-implementations.0.implemented-requirements.0.control-id',
    );
    const typeAt = doc['component-definition'].components![0]!.props.findIndex(
      (p) => p.name === 'type',
    );
    await refused(
      (d) => (first(d).props[typeAt]!.value = 'sideways'),
      `component-definition.components.0.props.${typeAt}.value`,
    );
    await refused((d) => (first(d).title = ''), 'component-definition.components.0.title');
    await refused((d) => (d['component-definition'].uuid = 'x'), 'component-definition.uuid');
    const catalog = await importDoc(b, { catalog: {} });
    expect(catalog.json().error.details).toMatchObject([{ field: 'catalog' }]);
    const none = await importDoc(b, {
      'component-definition': { ...doc['component-definition'], components: [] },
    });
    expect(none.json().error.details).toMatchObject([{ field: 'component-definition.components' }]);
    expect(await auditCount(app, b)).toBe(before);
    expect(await controlsOf(b)).toEqual([]);
  });

  it('updates the control adopted from the same library control instead of adding one', async () => {
    const { a } = await setUpA();
    const b = await buildOrg(app);
    const adopted = await createControl(b, { title: 'Our MFA' });
    await (
      await db()
    )
      .update(schema.controls)
      .set({ libraryControlId: 'LIB-AC-001' })
      .where(eq(schema.controls.id, adopted));
    const res = await importDoc(b, (await exportDoc(a, 'ISO27001')).doc);
    expect(res.json().data.updated).toEqual([adopted]);
    expect(res.json().data.created).toHaveLength(2);
    expect((await controlsOf(b)).find((c) => c.id === adopted)).toMatchObject({
      title: 'MFA everywhere',
      automation: 'automated',
    });
  });
});

describe.skipIf(!HAS_FIXTURES)(
  HAS_FIXTURES ? 'OSCAL component definitions: NIST LOW' : NO_FIXTURES,
  () => {
    it('round-trips controls implementing the LOW baseline between organisations', async () => {
      const a = await buildOrg(app);
      const b = await buildOrg(app);
      const low = readFixture(LOW);
      const fwA = (await call(a, 'POST', '/api/frameworks/import/oscal', low)).json().data.framework
        .id;
      const fwB = (await call(b, 'POST', '/api/frameworks/import/oscal', low)).json().data.framework
        .id;
      const accounts = await createControl(a, {
        title: 'Account lifecycle',
        category: 'access-control',
      });
      const mfa = await createControl(a, {
        title: 'MFA for privileged accounts',
        automation: 'automated',
      });
      await mapControl(
        a,
        accounts,
        `${fwA}:ac-2`,
        'Accounts are requested, approved and reviewed in the IdP.',
      );
      await mapControl(a, mfa, `${fwA}:ia-2`);
      await mapControl(a, mfa, `${fwA}:ia-2.1`, 'Privileged sign-ins require a hardware key.');

      const fromA = (await exportDoc(a, fwA)).doc;
      const components = fromA['component-definition'].components!;
      expect(
        components.map((c) =>
          c['control-implementations'][0]!['implemented-requirements'].map((r) => r['control-id']),
        ),
      ).toEqual([['ac-2'], ['ia-2', 'ia-2.1']]);
      expect(components[0]!['control-implementations'][0]!.source).toBe(
        `urn:uuid:${(low.catalog as { uuid: string }).uuid}`,
      );
      const res = await importDoc(b, fromA);
      expect(res.json().data).toMatchObject({ frameworkId: fwB, updated: [], mappings: 3 });
      expect(res.json().data.created).toHaveLength(2);
      expect(comparable((await exportDoc(b, fwB)).doc)).toEqual(comparable(fromA));
    });
  },
);
