import type { RequirementStatusItem } from '@rampart/contracts';
import { recordAudit, setApplicability, type Db } from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { requirementStatusNow } from './requirement-status-now.ts';
import { visibleRequirement } from './visible-framework.ts';

/** Declares a requirement applicable or not (with the reason); answers with its status now. */
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
}): Promise<RequirementStatusItem> =>
  db.transaction(async (tx) => {
    await visibleRequirement(tx, actor.organizationId, id, requirementId);
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
    return requirementStatusNow(tx, actor.organizationId, id, requirementId);
  });
