import type { RequirementStatusItem } from '@rampart/contracts';
import { deleteControlRequirement, recordAudit, type Db } from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { notFound } from '../../errors.ts';
import { requirementStatusNow } from './requirement-status-now.ts';
import { visibleRequirement } from './visible-framework.ts';

/** Removes a control's mapping to a requirement; answers with the requirement's status now. */
export const unmapRequirementControl = async ({
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
}): Promise<RequirementStatusItem> =>
  db.transaction(async (tx) => {
    await visibleRequirement(tx, actor.organizationId, id, requirementId);
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
    return requirementStatusNow(tx, actor.organizationId, id, requirementId);
  });
