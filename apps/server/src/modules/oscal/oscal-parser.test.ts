import { describe, expect, it } from 'vitest';
import type { ControlRow, FrameworkRow } from '@rampart/db';
import { AppError } from '../../errors.ts';
import {
  buildComponentDefinition,
  componentDefinitionFileName,
  frameworkSource,
  stableUuid,
} from './component-definition.ts';
import {
  BASIC,
  HAS_FIXTURES,
  LOW,
  MODERATE,
  MODERATE_PROFILE,
  NO_FIXTURES,
  readFixture,
} from './oscal-fixtures.ts';
import { labelOf, paramText, statementText } from './oscal-prose.ts';
import type { OscalParam } from './oscal-schemas.ts';
import { parseCatalog } from './parse-catalog.ts';

const params = new Map<string, OscalParam>([
  ['p-who', { id: 'p-who', label: 'personnel or roles' }],
  ['p-when', { id: 'p-when', label: 'frequency', values: ['annually'] }],
  [
    'p-how',
    {
      id: 'p-how',
      select: {
        'how-many': 'one-or-more',
        choice: ['lock for {{ insert: param, p-who }}', 'notify'],
      },
    },
  ],
  ['p-one', { id: 'p-one', select: { choice: ['yes', 'no'] } }],
]);

/** What a refused parse says: the field and the message. */
const refusal = (body: unknown) => {
  try {
    parseCatalog(body);
  } catch (e) {
    if (e instanceof AppError) return { code: e.code, message: e.message, details: e.details };
    throw e;
  }
  throw new Error('expected a refusal');
};

const catalog = (over: Record<string, unknown> = {}) => ({
  catalog: {
    uuid: '11111111-2222-4333-8444-555555555555',
    metadata: {
      title: 'Tiny',
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
            id: 'ac-1',
            title: 'Policy',
            params: [{ id: 'ac-1_prm', label: 'personnel or roles' }],
            props: [
              { name: 'label', value: 'AC-01', class: 'zero-padded' },
              { name: 'label', value: 'AC-1' },
              { name: 'sort-id', value: 'ac-01' },
            ],
            parts: [
              {
                id: 'ac-1_smt',
                name: 'statement',
                parts: [
                  {
                    id: 'ac-1_smt.a',
                    name: 'item',
                    props: [{ name: 'label', value: 'a.' }],
                    prose: 'Give to {{ insert: param, ac-1_prm }}:',
                    parts: [
                      {
                        id: 'x',
                        name: 'item',
                        props: [{ name: 'label', value: '1.' }],
                        prose: 'a policy',
                      },
                    ],
                  },
                ],
              },
              { id: 'ac-1_gdn', name: 'guidance', prose: 'Not in the description.' },
            ],
            controls: [
              { id: 'ac-1.1', title: 'Enhanced', props: [{ name: 'label', value: 'AC-1(1)' }] },
              {
                id: 'ac-1.2',
                title: 'Gone',
                props: [{ name: 'status', value: 'withdrawn' }],
              },
            ],
          },
          {
            id: 'ac-2',
            title: 'Withdrawn with an enhancement',
            props: [{ name: 'status', value: 'Withdrawn' }],
            controls: [{ id: 'ac-2.1', title: 'Goes too' }],
          },
        ],
        groups: [{ id: 'ac-x', title: 'Nested', controls: [{ id: 'ac-9', title: 'No label' }] }],
      },
    ],
    controls: [{ id: 'top-1', title: 'Ungrouped' }],
    ...over,
  },
});

describe('OSCAL prose', () => {
  it('fills parameters the way NIST prints them', () => {
    expect(paramText('p-who', params)).toBe(
      '[Assignment: organization-defined personnel or roles]',
    );
    expect(paramText('p-when', params)).toBe('annually');
    expect(paramText('p-how', params)).toBe(
      '[Selection (one or more): lock for [Assignment: organization-defined personnel or roles]; notify]',
    );
    expect(paramText('p-one', params)).toBe('[Selection: yes; no]');
    expect(paramText('p-missing', params)).toBe('[Assignment: p-missing]');
  });

  it('prefers the unclassed label', () => {
    expect(
      labelOf([
        { name: 'label', value: 'AC-02', class: 'zero-padded' },
        { name: 'label', value: 'AC-2' },
      ]),
    ).toBe('AC-2');
    expect(labelOf([{ name: 'label', value: 'AC-02', class: 'sp800-53a' }])).toBe('AC-02');
    expect(labelOf([{ name: 'sort-id', value: 'ac-02' }])).toBeUndefined();
  });

  it('flattens a statement with labels, nesting and links', () => {
    const text = statementText(
      [
        {
          name: 'statement',
          prose: 'Do this, see [the other](#ac-3).',
          parts: [
            {
              name: 'item',
              props: [{ name: 'label', value: 'a.' }],
              prose: 'Notify {{ insert: param, p-who }} ;',
              parts: [
                {
                  name: 'item',
                  props: [{ name: 'label', value: '1.' }],
                  prose: 'every {{ insert: param, p-when }}',
                },
              ],
            },
          ],
        },
        { name: 'guidance', prose: 'ignored' },
      ],
      params,
    );
    expect(text).toBe(
      'Do this, see the other.\na. Notify [Assignment: organization-defined personnel or roles];\n  1. every annually',
    );
  });
});

describe('parseCatalog', () => {
  it('makes one requirement per control and enhancement, skipping withdrawn ones', () => {
    const parsed = parseCatalog(catalog());
    expect(
      parsed.requirements.map((r) => [r.code, r.groupTitle, r.parentOscalId, r.sortOrder]),
    ).toEqual([
      ['AC-1', 'Access Control', null, 0],
      ['AC-1(1)', 'Access Control', 'ac-1', 1],
      ['ac-9', 'Nested', null, 2],
      ['top-1', null, null, 3],
    ]);
    expect(parsed.withdrawn).toBe(3);
    expect(parsed.groups).toBe(2);
    const ac1 = parsed.requirements[0]!;
    expect(ac1.description).toBe(
      'a. Give to [Assignment: organization-defined personnel or roles]:\n  1. a policy',
    );
    // The control as published, minus its enhancements (they are requirements of their own).
    expect(ac1.oscal).toMatchObject({ id: 'ac-1', params: [{ id: 'ac-1_prm' }] });
    expect(ac1.oscal).not.toHaveProperty('controls');
  });

  it('names the path of the first malformed field', () => {
    const bad = catalog();
    (
      bad.catalog.groups[0]!.controls[0] as { controls: Record<string, unknown>[] }
    ).controls[0]!.id = 42;
    const r = refusal(bad);
    expect(r.code).toBe('VALIDATION_ERROR');
    expect(r.details).toEqual([
      {
        field: 'catalog.groups.0.controls.0.controls.0.id',
        message: expect.stringContaining('catalog.groups.0.controls.0.controls.0.id'),
      },
    ]);
    expect(refusal(catalog({ uuid: 'nope' })).details).toMatchObject([{ field: 'catalog.uuid' }]);
    expect(refusal(catalog({ metadata: { title: 'x' } })).details).toMatchObject([
      { field: 'catalog.metadata.version' },
    ]);
  });

  it('refuses a profile, another document, duplicate ids and an empty catalog', () => {
    const profile = refusal({ profile: { uuid: 'x', imports: [] } });
    expect(profile.details).toMatchObject([{ field: 'profile' }]);
    expect(profile.message).toMatch(/resolved profile catalog/);
    expect(refusal({ 'component-definition': {} }).details).toMatchObject([{ field: 'catalog' }]);
    expect(refusal([1, 2]).details).toMatchObject([{ field: 'catalog' }]);
    const dup = catalog({ controls: [{ id: 'ac-1', title: 'Again' }] });
    expect(refusal(dup).details).toMatchObject([{ field: 'catalog.controls.0.id' }]);
    expect(refusal(catalog({ groups: [], controls: [] })).message).toMatch(/no controls/);
  });
});

describe('component definition', () => {
  const framework = {
    id: 'ISO27001',
    name: 'ISO/IEC 27001',
    source: 'builtin',
    oscalUuid: null,
  } as FrameworkRow;
  const control = {
    id: 'ctl_1',
    title: 'Access reviews',
    description: 'Quarterly review.',
    type: 'detective',
    automation: 'manual',
    frequency: 'QUARTERLY',
    status: 'active',
    implementationStatus: 'implemented',
    implementationProgress: 100,
    priority: null,
    implementationComplexity: null,
    category: '  ',
    libraryControlId: 'LIB-AC-001',
  } as unknown as ControlRow;

  it('gives stable version-5 UUIDs', () => {
    expect(stableUuid('component:ctl_1')).toBe(stableUuid('component:ctl_1'));
    expect(stableUuid('component:ctl_1')).not.toBe(stableUuid('component:ctl_2'));
    expect(stableUuid('x')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('names the framework as the source and leaves empty fields out', () => {
    expect(frameworkSource(framework)).toBe('https://rampart.dev/frameworks/ISO27001');
    expect(frameworkSource({ id: 'fw_1', source: 'oscal', oscalUuid: 'abc' })).toBe('urn:uuid:abc');
    const doc = buildComponentDefinition({
      framework,
      links: [
        {
          control,
          requirementId: 'ISO27001:2022-A.5.18',
          code: 'A.5.18',
          oscalId: null,
          statement: 'Reviews',
        },
        {
          control,
          requirementId: 'ISO27001:2022-A.5.15',
          code: 'A.5.15',
          oscalId: null,
          statement: '',
        },
      ],
      documentUuid: 'd',
      now: new Date('2025-01-02T03:04:05Z'),
    })['component-definition'];
    expect(doc.metadata).toMatchObject({
      'oscal-version': '1.1.2',
      'last-modified': '2025-01-02T03:04:05.000Z',
    });
    const [component] = doc.components!;
    expect(component!.props.map((p) => `${p.name}=${p.value}`)).toEqual([
      'rampart-control-id=ctl_1',
      'type=detective',
      'automation=manual',
      'frequency=QUARTERLY',
      'status=active',
      'implementation-status=implemented',
      'implementation-progress=100',
      'library-control-id=LIB-AC-001',
    ]);
    const [ci] = component!['control-implementations'];
    expect(ci!.source).toBe('https://rampart.dev/frameworks/ISO27001');
    expect(ci!['implemented-requirements'].map((r) => [r['control-id'], r.description])).toEqual([
      ['A.5.18', 'Reviews'],
      ['A.5.15', ''],
    ]);
    expect(componentDefinitionFileName('ISO/IEC 27001:2022')).toBe(
      'isoiec-270012022-component-definition.json',
    );
    expect(componentDefinitionFileName('***')).toBe('framework-component-definition.json');
  });
});

describe.skipIf(!HAS_FIXTURES)(HAS_FIXTURES ? 'parseCatalog on NIST catalogs' : NO_FIXTURES, () => {
  it('reads the SP 800-53 LOW baseline: 131 controls and 18 enhancements in 18 families', () => {
    const parsed = parseCatalog(readFixture(LOW));
    expect(parsed.requirements).toHaveLength(149);
    expect(parsed.requirements.filter((r) => r.parentOscalId === null)).toHaveLength(131);
    expect(parsed.groups).toBe(18);
    expect(parsed.withdrawn).toBe(0);
    const ac2 = parsed.requirements.find((r) => r.code === 'AC-2')!;
    expect(ac2).toMatchObject({
      oscalId: 'ac-2',
      title: 'Account Management',
      groupTitle: 'Access Control',
    });
    expect(ac2.description).toContain(
      'c. Require [Assignment: organization-defined prerequisites and criteria] for group and role membership;',
    );
    expect(ac2.description).not.toContain('{{');
    const at22 = parsed.requirements.find((r) => r.code === 'AT-2(2)')!;
    expect(at22).toMatchObject({ title: 'Insider Threat', parentOscalId: 'at-2' });
  });

  it('reads the MODERATE baseline: 287 requirements, 110 of them enhancements', () => {
    const parsed = parseCatalog(readFixture(MODERATE));
    expect(parsed.requirements).toHaveLength(287);
    expect(parsed.requirements.filter((r) => r.parentOscalId !== null)).toHaveLength(110);
    expect(parsed.requirements.find((r) => r.code === 'AC-2(1)')?.parentOscalId).toBe('ac-2');
    expect(parsed.requirements.find((r) => r.code === 'AC-7')!.description).toContain(
      '[Selection (one or more): lock the account or node for [Assignment: organization-defined time period];',
    );
  });

  it('reads the nested groups of the basic catalog and refuses the unresolved profile', () => {
    const parsed = parseCatalog(readFixture(BASIC));
    expect(parsed.requirements.map((r) => r.code)).toHaveLength(4);
    expect(parsed.requirements[0]).toMatchObject({
      code: '1.1.1',
      groupTitle: 'Internal Organization',
    });
    expect(refusal(readFixture(MODERATE_PROFILE)).details).toMatchObject([{ field: 'profile' }]);
  });
});
