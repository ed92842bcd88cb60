import type { CreateAssessmentBody } from '@rampart/contracts';
import {
  findAssessment,
  findFramework,
  insertAssessment,
  newId,
  recordAudit,
  type AssessmentRecord,
  type Db,
} from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { assessmentSnapshot, memberIssue, throwIssues } from './assessment-fields.ts';

export const createAssessment = async ({
  actor,
  input,
  db,
}: {
  actor: Actor;
  input: CreateAssessmentBody;
  db: Db;
}): Promise<AssessmentRecord> =>
  db.transaction(async (tx) => {
    const framework = await findFramework(tx, actor.organizationId, input.frameworkId);
    const lead = await memberIssue(
      tx,
      actor.organizationId,
      'leadAssessorUserId',
      input.leadAssessorUserId,
    );
    throwIssues([
      ...(framework ? [] : [{ field: 'frameworkId', message: 'Framework not found' }]),
      ...(lead
        ? [{ ...lead, message: 'The lead assessor must be a member of this organisation' }]
        : []),
    ]);
    const row = await insertAssessment(tx, {
      id: newId('asm'),
      organizationId: actor.organizationId,
      frameworkId: input.frameworkId,
      name: input.name,
      periodStart: input.periodStart,
      periodEnd: input.periodEnd,
      status: 'in_progress',
      leadAssessorUserId: input.leadAssessorUserId ?? null,
      createdBy: actor.userId,
    });
    await recordAudit(tx, {
      organizationId: actor.organizationId,
      actorId: actor.userId,
      action: 'assessment.created',
      entityType: 'assessment',
      entityId: row.id,
      after: assessmentSnapshot(row),
      requestId: actor.requestId,
    });
    return (await findAssessment(tx, actor.organizationId, row.id))!;
  });
