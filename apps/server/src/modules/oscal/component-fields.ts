import type { z } from 'zod';
import {
  createControlBodySchema,
  updateControlBodySchema,
  type CreateControlBody,
  type UpdateControlBody,
} from '@rampart/contracts';
import type { ControlRow } from '@rampart/db';
import { invalid } from '../../errors.ts';
import { CONTROL_ID_PROP } from './component-definition.ts';
import { RAMPART_NS, type OscalComponent } from './oscal-schemas.ts';

/** Rampart props -> control fields (the names the export writes). */
const FIELD_OF_PROP: Record<string, keyof CreateControlBody> = {
  type: 'type',
  automation: 'automation',
  frequency: 'frequency',
  status: 'status',
  'implementation-status': 'implementationStatus',
  'implementation-progress': 'implementationProgress',
  priority: 'priority',
  'implementation-complexity': 'implementationComplexity',
  category: 'category',
};

export type ComponentFields = {
  /** The control it came from, when the document names one. */
  controlId: string | null;
  libraryControlId: string | null;
  /** Field values the document gives, unchecked yet. */
  raw: Record<string, unknown>;
  /** Where each field came from in the document, for errors. */
  pathOf: (field: string) => string;
};

/** Reads a component's title, description and Rampart props (other namespaces are ignored). */
export const componentFields = (component: OscalComponent, path: string): ComponentFields => {
  const ours = new Map<string, { value: string; index: number }>();
  (component.props ?? []).forEach((p, index) => {
    if (p.ns === RAMPART_NS && !ours.has(p.name))
      ours.set(p.name, { value: p.value.trim(), index });
  });
  const raw: Record<string, unknown> = {
    title: component.title,
    description: component.description,
  };
  const propPath = new Map<string, string>();
  for (const [name, field] of Object.entries(FIELD_OF_PROP)) {
    const prop = ours.get(name);
    if (!prop) continue;
    propPath.set(field, `${path}.props.${prop.index}.value`);
    if (field === 'implementationProgress') {
      const n = Number(prop.value);
      raw[field] = prop.value !== '' && Number.isFinite(n) ? n : prop.value;
    } else {
      raw[field] = prop.value;
    }
  }
  return {
    controlId: ours.get(CONTROL_ID_PROP)?.value || null,
    libraryControlId: ours.get('library-control-id')?.value || null,
    raw,
    pathOf: (field) =>
      propPath.get(field) ??
      (field === 'title' || field === 'description' ? `${path}.${field}` : path),
  };
};

const check = <T>(schema: z.ZodType<T>, fields: ComponentFields): T => {
  const result = schema.safeParse(fields.raw);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = fields.pathOf(String(issue.path[0] ?? ''));
  throw invalid(field, `${field}: ${issue.message}`);
};

export const createInput = (fields: ComponentFields): CreateControlBody =>
  check(createControlBodySchema, fields);

const same = (a: unknown, b: unknown) => (a ?? null) === (b ?? null);

/** Only what differs from the control as it stands; empty when the document changes nothing. */
export const updatePatch = (
  fields: ComponentFields,
  current: ControlRow,
): Partial<UpdateControlBody> => {
  const parsed = check(updateControlBodySchema, fields);
  const patch: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(parsed)) {
    if (!same(current[key as keyof ControlRow], value)) patch[key] = value;
  }
  return patch as Partial<UpdateControlBody>;
};
