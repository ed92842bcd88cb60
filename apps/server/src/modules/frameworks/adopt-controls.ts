import type { AdoptionResult } from '@rampart/contracts';
import {
  adoptedControls,
  lockLibraryAdoption,
  findLibraryControls,
  insertControlRequirements,
  insertControls,
  newId,
  requirementsByIds,
  type Db,
  type Executor,
  type LibraryControlRow,
} from '@rampart/db';
import { standardsOf } from '@rampart/db/library';
import { controlTypeFromLibrary, planAdoption } from '@rampart/domain';
import type { Actor } from '../../auth/actor.ts';
import { invalid } from '../../errors.ts';
import { recordControlAdded } from '../controls/record-control-added.ts';
import { organizationSize } from '../organizations/organization-size.ts';

/** A library control's text as the register control's description. */
const describe = (c: LibraryControlRow) =>
  `${c.why}\n\nHow to implement: ${c.how}\n\nEvidence: ${c.evidence}`;

/**
 * Adopts library controls into the organisation's register with the §9 effort rules, status
 * Not Started and progress 0, and maps each to every requirement its standards name, so one
 * control counts for every framework it serves. Controls already adopted are skipped.
 * All or nothing, audited.
 */
export const adoptLibraryControls = async ({
  db,
  actor,
  libraryControlIds,
}: {
  db: Db;
  actor: Actor;
  libraryControlIds: string[];
}): Promise<AdoptionResult> =>
  db.transaction((tx) => adoptLibraryControlsIn(tx, actor, libraryControlIds));

/**
 * The adoption inside the caller's transaction, for use cases that adopt as one step of a
 * larger change (tracking a framework with its recommended controls).
 */
export const adoptLibraryControlsIn = async (
  tx: Executor,
  actor: Actor,
  libraryControlIds: string[],
): Promise<AdoptionResult> => {
  const ids = [...new Set(libraryControlIds)];
  const library = await findLibraryControls(tx, ids);
  const known = new Map(library.map((c) => [c.id, c]));
  ids.forEach((id, i) => {
    if (!known.has(id)) throw invalid(`libraryControlIds.${i}`, `Library control ${id} not found`);
  });
  await lockLibraryAdoption(tx, actor.organizationId);
  const existing = new Map(
    (await adoptedControls(tx, actor.organizationId, ids)).map((c) => [c.libraryControlId!, c.id]),
  );
  const size = await organizationSize(tx, actor.organizationId);
  const skipped = ids
    .filter((id) => existing.has(id))
    .map((id) => ({ libraryControlId: id, controlId: existing.get(id)! }));
  const toCreate = ids.filter((id) => !existing.has(id)).map((id) => known.get(id)!);
  if (toCreate.length === 0) return { created: [], skipped };

  const codes = [...new Set(toCreate.flatMap((c) => standardsOf(c)))];
  const requirements = new Map(
    (await requirementsByIds(tx, actor.organizationId, codes)).map((r) => [r.id, r]),
  );
  const rows = toCreate.map((lib) => {
    const plan = planAdoption(lib, size);
    return {
      id: newId('ctl'),
      organizationId: actor.organizationId,
      createdBy: actor.userId,
      title: lib.name,
      description: describe(lib),
      type: controlTypeFromLibrary(lib),
      automation: 'manual',
      category: lib.category,
      frequency: plan.frequency,
      status: 'active',
      frameworks: [
        ...new Set(
          standardsOf(lib)
            .map((code) => requirements.get(code)?.frameworkId)
            .filter((f): f is string => Boolean(f)),
        ),
      ],
      libraryControlId: lib.id,
      implementationStatus: plan.implementationStatus,
      implementationProgress: plan.implementationProgress,
      priority: plan.priority,
      implementationComplexity: plan.implementationComplexity,
      estimatedHours: plan.estimatedHours,
      costPerHour: plan.costPerHour,
      riskMitigationScore: plan.riskMitigationScore,
      checklist: plan.checklist,
    };
  });
  const created = await insertControls(tx, rows);
  const links = created.flatMap((control) =>
    [...new Set(standardsOf(known.get(control.libraryControlId!)!))]
      .filter((code) => requirements.has(code))
      .map((code) => ({
        controlId: control.id,
        requirementId: code,
        source: 'library',
        statement: '',
      })),
  );
  for (let i = 0; i < links.length; i += 500) {
    await insertControlRequirements(tx, actor.organizationId, links.slice(i, i + 500));
  }
  for (const control of created) {
    await recordControlAdded(tx, {
      actor,
      control,
      action: 'control.adopted',
      origin: {
        requirements: links.filter((l) => l.controlId === control.id).map((l) => l.requirementId),
      },
    });
  }
  return {
    created: created.map((c) => ({ libraryControlId: c.libraryControlId!, controlId: c.id })),
    skipped,
  };
};
