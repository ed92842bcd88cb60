import { createHash } from 'node:crypto';
import type { ControlRow, FrameworkRow } from '@rampart/db';
import { OSCAL_VERSION, RAMPART_NS } from './oscal-schemas.ts';

/** Fixed namespace of Rampart's name-based UUIDs (RFC 9562 version 5 layout). */
const UUID_NAMESPACE = Buffer.from('2f6c1d8e4b7a5c3e9d1f0a6b8c4e2d71', 'hex');

/** The same name always gives the same UUID, so repeated exports are stable. */
export const stableUuid = (name: string): string => {
  const b = createHash('sha1').update(UUID_NAMESPACE).update(name, 'utf8').digest().subarray(0, 16);
  b[6] = (b[6]! & 0x0f) | 0x50;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = b.toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
};

export const BUILTIN_SOURCE_PREFIX = 'https://rampart.dev/frameworks/';

/** Where an implementation's controls are defined: the imported catalog, or the built-in. */
export const frameworkSource = (framework: Pick<FrameworkRow, 'id' | 'source' | 'oscalUuid'>) =>
  framework.source === 'oscal' && framework.oscalUuid
    ? `urn:uuid:${framework.oscalUuid}`
    : `${BUILTIN_SOURCE_PREFIX}${encodeURIComponent(framework.id)}`;

/** Control register fields carried as props, in this order; the names are the import's too. */
export const CONTROL_PROPS = [
  ['type', (c: ControlRow) => c.type],
  ['automation', (c: ControlRow) => c.automation],
  ['frequency', (c: ControlRow) => c.frequency],
  ['status', (c: ControlRow) => c.status],
  ['implementation-status', (c: ControlRow) => c.implementationStatus],
  ['implementation-progress', (c: ControlRow) => String(c.implementationProgress)],
  ['priority', (c: ControlRow) => c.priority],
  ['implementation-complexity', (c: ControlRow) => c.implementationComplexity],
  ['category', (c: ControlRow) => c.category],
  ['library-control-id', (c: ControlRow) => c.libraryControlId],
] as const;
export const CONTROL_ID_PROP = 'rampart-control-id';

export type ExportLink = {
  control: ControlRow;
  requirementId: string;
  code: string;
  oscalId: string | null;
  statement: string;
};

const prop = (name: string, value: string) => ({ name, ns: RAMPART_NS, value });

/** OSCAL prop values are non-empty tokens of text: empty fields are left out. */
const controlProps = (control: ControlRow) => [
  prop(CONTROL_ID_PROP, control.id),
  ...CONTROL_PROPS.flatMap(([name, read]) => {
    const value = read(control)?.trim();
    return value ? [prop(name, value)] : [];
  }),
];

/**
 * An OSCAL component definition: one component per control that serves the framework, each
 * with one control implementation listing the requirements it serves and how.
 */
export const buildComponentDefinition = ({
  framework,
  links,
  documentUuid,
  now,
}: {
  framework: FrameworkRow;
  /** Ordered by control, then requirement. */
  links: ExportLink[];
  documentUuid: string;
  now: Date;
}) => {
  const byControl = new Map<string, ExportLink[]>();
  for (const link of links) {
    const list = byControl.get(link.control.id) ?? [];
    list.push(link);
    byControl.set(link.control.id, list);
  }
  const source = frameworkSource(framework);
  const components = [...byControl.values()].map((served) => {
    const control = served[0]!.control;
    return {
      uuid: stableUuid(`component:${control.id}`),
      type: 'policy',
      title: control.title,
      description: control.description,
      props: controlProps(control),
      'control-implementations': [
        {
          uuid: stableUuid(`control-implementation:${control.id}:${framework.id}`),
          source,
          description: `How "${control.title}" implements ${framework.name}.`,
          'implemented-requirements': served.map((link) => ({
            uuid: stableUuid(`implemented-requirement:${control.id}:${link.requirementId}`),
            'control-id': link.oscalId ?? link.code,
            description: link.statement,
          })),
        },
      ],
    };
  });
  const stamp = now.toISOString();
  return {
    'component-definition': {
      uuid: documentUuid,
      metadata: {
        title: `${framework.name}: control implementations`,
        'last-modified': stamp,
        version: stamp,
        'oscal-version': OSCAL_VERSION,
        props: [prop('framework-name', framework.name)],
      },
      ...(components.length > 0 ? { components } : {}),
    },
  };
};
export type ComponentDefinition = ReturnType<typeof buildComponentDefinition>;

/** A file name from the framework's name: "iso-27001-component-definition.json". */
export const componentDefinitionFileName = (frameworkName: string): string => {
  const slug = frameworkName
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '-')
    .slice(0, 80)
    .replace(/-+$/, '');
  return `${slug || 'framework'}-component-definition.json`;
};
