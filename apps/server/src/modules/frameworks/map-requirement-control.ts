import type { RequirementStatusItem } from '@rampart/contracts';
import { controlExistsInOrg, insertControlRequirements, recordAudit, type Db } from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { AppError, invalid } from '../../errors.ts';
import { requirementStatusNow } from './requirement-status-now.ts';
import { visibleRequirement } from './visible-framework.ts';

/** Maps one of the organisation's controls to a requirement; answers with its status now. */
export const mapRequirementControl = async ({
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
}): Promise<RequirementStatusItem> =>
  db.transaction(async (tx) => {
    await visibleRequirement(tx, actor.organizationId, id, requirementId);
    if (!(await controlExistsInOrg(tx, actor.organizationId, controlId))) {
      throw invalid('controlId', 'Control not found');
    }
    const inserted = await insertControlRequirements(tx, actor.organizationId, [
      {
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
    return requirementStatusNow(tx, actor.organizationId, id, requirementId);
  });
