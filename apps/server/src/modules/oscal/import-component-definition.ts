import type {
  ComponentImportResult,
  CreateControlBody,
  UpdateControlBody,
} from '@rampart/contracts';
import {
  controlsByLibraryIds,
  findControlsByIds,
  findLibraryControls,
  recordAudit,
  requirementKeys,
  setControlLibraryIds,
  upsertOscalControlRequirements,
  type ControlRow,
  type Db,
} from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { invalid } from '../../errors.ts';
import { createControlsIn } from '../controls/create-controls.ts';
import { updateControlsIn } from '../controls/update-controls.ts';
import { componentFields, createInput, updatePatch } from './component-fields.ts';
import { componentDefinitionDocumentSchema } from './oscal-schemas.ts';
import { parseOscal } from './parse-catalog.ts';
import { resolveImplementationsFramework } from './resolve-source.ts';

const BASE = 'component-definition.components';

type Mapping = { requirementId: string; statement: string };
type Plan =
  | {
      kind: 'create';
      input: CreateControlBody;
      libraryControlId: string | null;
      mappings: Mapping[];
    }
  | {
      kind: 'update';
      id: string;
      patch: Partial<UpdateControlBody>;
      libraryControlId: string | null;
      mappings: Mapping[];
    };

const readDocument = (body: unknown) => {
  if (typeof body === 'object' && body !== null && 'catalog' in body) {
    throw invalid(
      'catalog',
      'This is an OSCAL catalog: import it as a framework. Here, send a component definition ({ "component-definition": … }).',
    );
  }
  return parseOscal(componentDefinitionDocumentSchema, body)['component-definition'];
};

/**
 * Imports an OSCAL component definition: each component updates the organisation's control it
 * names (rampart-control-id, else the control adopted from its library control) or creates one,
 * and each implemented requirement maps that control to the framework's requirement. Everything
 * is checked before anything is written; then one transaction.
 */
export const importComponentDefinition = async ({
  actor,
  body,
  db,
}: {
  actor: Actor;
  body: unknown;
  db: Db;
}): Promise<ComponentImportResult> => {
  const components = readDocument(body).components ?? [];
  const framework = await resolveImplementationsFramework(db, actor.organizationId, components);
  const keys = await requirementKeys(db, actor.organizationId, framework.id);
  const byOscalId = new Map(keys.filter((k) => k.oscalId).map((k) => [k.oscalId!, k.id]));
  const byCode = new Map(keys.map((k) => [k.code, k.id]));
  const byCodeFolded = new Map(keys.map((k) => [k.code.toLowerCase(), k.id]));
  const requirementOf = (controlId: string) =>
    byOscalId.get(controlId) ?? byCode.get(controlId) ?? byCodeFolded.get(controlId.toLowerCase());

  const fields = components.map((c, i) => componentFields(c, `${BASE}.${i}`));
  const named = new Map(
    (
      await findControlsByIds(
        db,
        actor.organizationId,
        fields.flatMap((f) => (f.controlId ? [f.controlId] : [])),
      )
    ).map((c) => [c.id, c]),
  );
  const libraryIds = [
    ...new Set(fields.flatMap((f) => (f.libraryControlId ? [f.libraryControlId] : []))),
  ];
  const knownLibrary = new Set((await findLibraryControls(db, libraryIds)).map((l) => l.id));
  const adopted = new Map<string, ControlRow>();
  for (const c of await controlsByLibraryIds(db, actor.organizationId, libraryIds)) {
    if (c.libraryControlId && !adopted.has(c.libraryControlId)) adopted.set(c.libraryControlId, c);
  }

  // Controls named by id are claimed first; a library match only takes a control left over.
  const claimed = new Map<string, number>();
  fields.forEach((f, i) => {
    const control = f.controlId ? named.get(f.controlId) : undefined;
    if (!control) return;
    if (claimed.has(control.id)) {
      const at = `${BASE}.${i}`;
      throw invalid(at, `${at}: describes the same control as ${BASE}.${claimed.get(control.id)}`);
    }
    claimed.set(control.id, i);
  });
  const libraryUsed = new Set(
    [...named.values(), ...adopted.values()].flatMap((c) =>
      c.libraryControlId ? [c.libraryControlId] : [],
    ),
  );

  const plans: Plan[] = components.map((component, i) => {
    const f = fields[i]!;
    const library =
      f.libraryControlId && knownLibrary.has(f.libraryControlId) ? f.libraryControlId : null;
    const mappings = new Map<string, string>();
    (component['control-implementations'] ?? []).forEach((ci, j) =>
      ci['implemented-requirements'].forEach((ir, k) => {
        const requirementId = requirementOf(ir['control-id'].trim());
        if (!requirementId) {
          const at = `${BASE}.${i}.control-implementations.${j}.implemented-requirements.${k}.control-id`;
          throw invalid(at, `${at}: ${framework.name} has no requirement "${ir['control-id']}"`);
        }
        mappings.set(requirementId, ir.description.trim());
      }),
    );
    const links = [...mappings].map(([requirementId, statement]) => ({ requirementId, statement }));
    let target = f.controlId ? named.get(f.controlId) : undefined;
    if (!target && library) {
      const candidate = adopted.get(library);
      if (candidate && !claimed.has(candidate.id)) {
        target = candidate;
        claimed.set(candidate.id, i);
      }
    }
    // One control per library control: a second component for it gets no library link.
    const link = library && !libraryUsed.has(library) ? library : null;
    if (link) libraryUsed.add(link);
    if (!target) {
      return { kind: 'create', input: createInput(f), libraryControlId: link, mappings: links };
    }
    return {
      kind: 'update',
      id: target.id,
      patch: updatePatch(f, target),
      // A control adopted from another library control keeps that link.
      libraryControlId: link && !target.libraryControlId ? link : null,
      mappings: links,
    };
  });

  return db.transaction(async (tx) => {
    const created: string[] = [];
    const updated: string[] = [];
    const libraryLinks: { id: string; libraryControlId: string }[] = [];
    const rows: {
      controlId: string;
      requirementId: string;
      statement: string;
    }[] = [];
    for (const plan of plans) {
      let id: string;
      if (plan.kind === 'create') {
        id = (await createControlsIn(tx, { actor, inputs: [plan.input] }))[0]!.id;
        created.push(id);
      } else {
        id = plan.id;
        if (Object.keys(plan.patch).length > 0) {
          await updateControlsIn(tx, { actor, updates: [{ id, patch: plan.patch }] });
        }
        if (Object.keys(plan.patch).length > 0 || plan.libraryControlId) updated.push(id);
      }
      if (plan.libraryControlId) libraryLinks.push({ id, libraryControlId: plan.libraryControlId });
      for (const m of plan.mappings) rows.push({ controlId: id, ...m });
    }
    await setControlLibraryIds(tx, actor.organizationId, libraryLinks);
    const written = await upsertOscalControlRequirements(tx, actor.organizationId, rows);
    if (created.length + updated.length + written.length > 0) {
      await recordAudit(tx, {
        organizationId: actor.organizationId,
        actorId: actor.userId,
        action: 'framework.components_imported',
        entityType: 'framework',
        entityId: framework.id,
        after: { created, updated, libraryLinks, mappings: written },
        requestId: actor.requestId,
      });
    }
    return { frameworkId: framework.id, created, updated, mappings: written.length };
  });
};
