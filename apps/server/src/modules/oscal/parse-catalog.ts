import type { z } from 'zod';
import { invalid } from '../../errors.ts';
import { labelOf, statementText, type ParamIndex } from './oscal-prose.ts';
import {
  oscalCatalogDocumentSchema,
  type OscalCatalogDocument,
  type OscalControl,
  type OscalGroup,
  type OscalParam,
} from './oscal-schemas.ts';

/**
 * How deep an OSCAL document may nest, counting objects and arrays. NIST's SP 800-53 catalog
 * nests 18 levels; the schemas and the visitors below recurse once per level, so a document
 * nested thousands deep would overflow the stack instead of being refused (decision 010).
 */
export const OSCAL_MAX_DEPTH = 48;

type Visit = { item: unknown; depth: number; key: string; parent: Visit | null };
const pathOf = (v: Visit): string => {
  const keys: string[] = [];
  for (let at: Visit | null = v; at?.parent; at = at.parent) keys.unshift(at.key);
  return keys.join('.') || 'body';
};

/** The path of the first value nested deeper than `max`, or null; walked without recursion. */
export const tooDeepAt = (value: unknown, max: number): string | null => {
  const stack: Visit[] = [{ item: value, depth: 0, key: '', parent: null }];
  while (stack.length > 0) {
    const visit = stack.pop()!;
    if (visit.item === null || typeof visit.item !== 'object') continue;
    if (visit.depth >= max) return pathOf(visit);
    for (const [key, item] of Object.entries(visit.item)) {
      stack.push({ item, depth: visit.depth + 1, key, parent: visit });
    }
  }
  return null;
};

/**
 * Validates an OSCAL document against a schema; the first problem is named by its path in the
 * document ("catalog.groups.0.controls.3.id"), so the file can be fixed.
 */
export const parseOscal = <T>(schema: z.ZodType<T>, body: unknown): T => {
  const deep = tooDeepAt(body, OSCAL_MAX_DEPTH);
  if (deep) {
    throw invalid(deep, `${deep}: The document is nested deeper than ${OSCAL_MAX_DEPTH} levels`);
  }
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = issue.path.map(String).join('.') || 'body';
  throw invalid(field, `${field}: ${issue.message}`);
};

/** One requirement to create, before it has an id. */
export type CatalogRequirement = {
  /** The catalog's control id, e.g. 'ac-2.1'. */
  oscalId: string;
  /** The label when the catalog gives one ('AC-2(1)'), else the id. */
  code: string;
  title: string;
  description: string;
  groupTitle: string | null;
  /** The oscalId of the enhanced control, for enhancements. */
  parentOscalId: string | null;
  sortOrder: number;
  /** The control as published, without its enhancements. */
  oscal: Record<string, unknown>;
};

export type ParsedCatalog = {
  uuid: string;
  metadata: OscalCatalogDocument['catalog']['metadata'];
  requirements: CatalogRequirement[];
  /** Groups at every level. */
  groups: number;
  /** Withdrawn controls and enhancements, skipped. */
  withdrawn: number;
};

export const isWithdrawn = (control: OscalControl): boolean =>
  (control.props ?? []).some(
    (p) => p.name === 'status' && p.value.trim().toLowerCase() === 'withdrawn',
  );

const collectParams = (doc: OscalCatalogDocument['catalog']): ParamIndex => {
  const index = new Map<string, OscalParam>();
  const add = (params: OscalParam[] | undefined) => {
    for (const p of params ?? []) if (!index.has(p.id)) index.set(p.id, p);
  };
  const visitControl = (c: OscalControl) => {
    add(c.params);
    (c.controls ?? []).forEach(visitControl);
  };
  const visitGroup = (g: OscalGroup) => {
    add(g.params);
    (g.controls ?? []).forEach(visitControl);
    (g.groups ?? []).forEach(visitGroup);
  };
  add(doc.params);
  (doc.groups ?? []).forEach(visitGroup);
  (doc.controls ?? []).forEach(visitControl);
  return index;
};

/**
 * Reads a catalog into requirements: one per control and per enhancement, in document order,
 * withdrawn ones skipped. A profile is refused: its controls live in the catalogs it imports.
 */
export const parseCatalog = (body: unknown): ParsedCatalog => {
  if (typeof body === 'object' && body !== null && 'profile' in body && !('catalog' in body)) {
    throw invalid(
      'profile',
      'profile: This is an OSCAL profile, which only points at controls in other catalogs. Resolve it (for example with the NIST OSCAL profile resolver) and import the resolved profile catalog instead.',
    );
  }
  if (typeof body !== 'object' || body === null || !('catalog' in body)) {
    throw invalid('catalog', 'catalog: The document must be an OSCAL catalog ({ "catalog": … })');
  }
  const { catalog } = parseOscal(oscalCatalogDocumentSchema, body);
  const params = collectParams(catalog);
  const requirements: CatalogRequirement[] = [];
  const seenIds = new Map<string, string>();
  const usedCodes = new Set<string>();
  let groups = 0;
  let withdrawn = 0;

  const visitControl = (
    control: OscalControl,
    path: string,
    groupTitle: string | null,
    parentOscalId: string | null,
  ) => {
    if (seenIds.has(control.id)) {
      throw invalid(
        `${path}.id`,
        `${path}.id: ${control.id} is also the id of ${seenIds.get(control.id)}`,
      );
    }
    seenIds.set(control.id, path);
    if (isWithdrawn(control)) {
      // Its enhancements go with it.
      const count = (c: OscalControl): number =>
        1 + (c.controls ?? []).reduce((n, x) => n + count(x), 0);
      withdrawn += count(control);
      return;
    }
    const label = labelOf(control.props);
    // Codes are unique per framework; labels are not promised to be, ids are.
    let code = label && !usedCodes.has(label) ? label : control.id;
    if (usedCodes.has(code)) code = `${code} (${control.id})`;
    usedCodes.add(code);
    const { controls: enhancements, ...own } = control;
    requirements.push({
      oscalId: control.id,
      code,
      title: control.title.trim() || code,
      description: statementText(control.parts, params),
      groupTitle,
      parentOscalId,
      sortOrder: requirements.length,
      oscal: own,
    });
    (enhancements ?? []).forEach((c, i) =>
      visitControl(c, `${path}.controls.${i}`, groupTitle, control.id),
    );
  };
  const visitGroup = (group: OscalGroup, path: string) => {
    groups += 1;
    const title = group.title.trim() || null;
    (group.controls ?? []).forEach((c, i) => visitControl(c, `${path}.controls.${i}`, title, null));
    (group.groups ?? []).forEach((g, i) => visitGroup(g, `${path}.groups.${i}`));
  };
  (catalog.groups ?? []).forEach((g, i) => visitGroup(g, `catalog.groups.${i}`));
  (catalog.controls ?? []).forEach((c, i) => visitControl(c, `catalog.controls.${i}`, null, null));

  if (requirements.length === 0) {
    throw invalid(
      'catalog',
      withdrawn > 0
        ? 'catalog: Every control of this catalog is withdrawn; there is nothing to import'
        : 'catalog: The catalog has no controls',
    );
  }
  return {
    uuid: catalog.uuid.toLowerCase(),
    metadata: catalog.metadata,
    requirements,
    groups,
    withdrawn,
  };
};
