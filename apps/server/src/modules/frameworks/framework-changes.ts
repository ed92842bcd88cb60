import {
  controlExistsInOrg,
  deleteControlRequirement,
  deleteImportedFramework,
  findFramework,
  findRequirement,
  insertControlRequirements,
  recordAudit,
  selectFramework,
  setApplicability,
  unselectFramework,
  type Db,
  type Executor,
} from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { AppError, invalid, notFound } from '../../errors.ts';

/** A framework the organisation may see, or a 404 (another organisation's import included). */
export const visibleFramework = async (db: Executor, organizationId: string, id: string) => {
  const row = await findFramework(db, organizationId, id);
  if (!row) throw notFound('Framework');
  return row;
};

const requirementOf = async (
  db: Executor,
  organizationId: string,
  id: string,
  requirementId: string,
) => {
  await visibleFramework(db, organizationId, id);
  const requirement = await findRequirement(db, id, requirementId);
  if (!requirement) throw notFound('Requirement');
  return requirement;
};

export const setFrameworkSelection = async ({
  db,
  actor,
  frameworkId,
  selected,
}: {
  db: Db;
  actor: Actor;
  frameworkId: string;
  selected: boolean;
}) =>
  db.transaction(async (tx) => {
    await visibleFramework(tx, actor.organizationId, frameworkId);
    const changed = selected
      ? await selectFramework(tx, actor.organizationId, frameworkId, actor.userId)
      : await unselectFramework(tx, actor.organizationId, frameworkId);
    if (changed) {
      await recordAudit(tx, {
        organizationId: actor.organizationId,
        actorId: actor.userId,
        action: selected ? 'framework.selected' : 'framework.unselected',
        entityType: 'framework',
        entityId: frameworkId,
        requestId: actor.requestId,
      });
    }
    return visibleFramework(tx, actor.organizationId, frameworkId);
  });

/** Removes an imported framework; built-in frameworks cannot be deleted (only untracked). */
export const deleteFramework = async ({
  db,
  actor,
  frameworkId,
}: {
  db: Db;
  actor: Actor;
  frameworkId: string;
}): Promise<string> =>
  db.transaction(async (tx) => {
    const row = await visibleFramework(tx, actor.organizationId, frameworkId);
    if (row.framework.organizationId === null) {
      throw new AppError(
        'CONFLICT',
        'Built-in frameworks cannot be deleted; stop tracking it instead',
      );
    }
    await deleteImportedFramework(tx, actor.organizationId, frameworkId);
    await recordAudit(tx, {
      organizationId: actor.organizationId,
      actorId: actor.userId,
      action: 'framework.deleted',
      entityType: 'framework',
      entityId: frameworkId,
      before: {
        name: row.framework.name,
        version: row.framework.version,
        requirements: row.requirementCount,
      },
      requestId: actor.requestId,
    });
    return frameworkId;
  });

export const setRequirementApplicability = async ({
  db,
  actor,
  id,
  requirementId,
  applicable,
  reason,
}: {
  db: Db;
  actor: Actor;
  id: string;
  requirementId: string;
  applicable: boolean;
  reason: string;
}) =>
  db.transaction(async (tx) => {
    await requirementOf(tx, actor.organizationId, id, requirementId);
    await setApplicability(tx, {
      organizationId: actor.organizationId,
      requirementId,
      applicable,
      reason: applicable ? '' : reason,
      updatedBy: actor.userId,
    });
    await recordAudit(tx, {
      organizationId: actor.organizationId,
      actorId: actor.userId,
      action: 'requirement.applicability_set',
      entityType: 'requirement',
      entityId: requirementId,
      after: { frameworkId: id, applicable, reason: applicable ? '' : reason },
      requestId: actor.requestId,
    });
  });

export const mapControl = async ({
  db,
  actor,
  id,
  requirementId,
  controlId,
  statement,
}: {
  db: Db;
  actor: Actor;
  id: string;
  requirementId: string;
  controlId: string;
  statement: string;
}) =>
  db.transaction(async (tx) => {
    await requirementOf(tx, actor.organizationId, id, requirementId);
    if (!(await controlExistsInOrg(tx, actor.organizationId, controlId))) {
      throw invalid('controlId', 'Control not found');
    }
    const inserted = await insertControlRequirements(tx, [
      {
        organizationId: actor.organizationId,
        controlId,
        requirementId,
        source: 'manual',
        statement,
      },
    ]);
    if (inserted.length === 0) {
      throw new AppError('CONFLICT', 'This control already serves the requirement');
    }
    await recordAudit(tx, {
      organizationId: actor.organizationId,
      actorId: actor.userId,
      action: 'requirement.control_mapped',
      entityType: 'requirement',
      entityId: requirementId,
      after: { frameworkId: id, controlId, statement },
      requestId: actor.requestId,
    });
  });

export const unmapControl = async ({
  db,
  actor,
  id,
  requirementId,
  controlId,
}: {
  db: Db;
  actor: Actor;
  id: string;
  requirementId: string;
  controlId: string;
}) =>
  db.transaction(async (tx) => {
    await requirementOf(tx, actor.organizationId, id, requirementId);
    const [removed] = await deleteControlRequirement(
      tx,
      actor.organizationId,
      controlId,
      requirementId,
    );
    if (!removed) throw notFound('Mapping');
    await recordAudit(tx, {
      organizationId: actor.organizationId,
      actorId: actor.userId,
      action: 'requirement.control_unmapped',
      entityType: 'requirement',
      entityId: requirementId,
      before: { frameworkId: id, controlId, source: removed.source, statement: removed.statement },
      requestId: actor.requestId,
    });
  });
