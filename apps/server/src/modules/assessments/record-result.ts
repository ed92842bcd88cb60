import type { AssessmentRequirement, RecordResultBody } from '@rampart/contracts';
import {
  findAssessmentResult,
  findRequirement,
  lockAssessment,
  recordAudit,
  updateAssessmentRow,
  upsertAssessmentResult,
  type AssessmentResultRow,
  type Db,
} from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { notFound } from '../../errors.ts';
import { liveRequirements } from './assessment-requirements.ts';
import { assertInProgress, linkIssues, memberIssue, throwIssues } from './assessment-fields.ts';

const unique = (ids: string[] | undefined) => (ids ? [...new Set(ids)] : undefined);

const resultSnapshot = (code: string, r: AssessmentResultRow) => ({
  requirementId: r.requirementId,
  code,
  result: r.result,
  assessorUserId: r.assessorUserId,
  notes: r.notes,
  evidenceIds: r.evidenceIds,
  findingIds: r.findingIds,
});

/** Records (or changes) one requirement's result; fields left out keep their value. */
export const recordResult = async ({
  actor,
  id,
  requirementId,
  input,
  db,
}: {
  actor: Actor;
  id: string;
  requirementId: string;
  input: RecordResultBody;
  db: Db;
}): Promise<AssessmentRequirement> =>
  db.transaction(async (tx) => {
    const assessment = await lockAssessment(tx, actor.organizationId, id);
    if (!assessment) throw notFound('Assessment');
    assertInProgress(assessment);
    const requirement = await findRequirement(
      tx,
      actor.organizationId,
      assessment.frameworkId,
      requirementId,
    );
    if (!requirement) throw notFound('Requirement of this framework');
    const evidenceIds = unique(input.evidenceIds);
    const findingIds = unique(input.findingIds);
    const assessor = await memberIssue(
      tx,
      actor.organizationId,
      'assessorUserId',
      input.assessorUserId,
    );
    throwIssues([
      ...(assessor ? [assessor] : []),
      ...(await linkIssues(tx, actor.organizationId, { evidenceIds, findingIds })),
    ]);

    const before = await findAssessmentResult(tx, actor.organizationId, id, requirementId);
    const assessorUserId =
      input.assessorUserId !== undefined
        ? input.assessorUserId
        : (before?.assessorUserId ?? (input.result === 'not_assessed' ? null : actor.userId));
    const after = await upsertAssessmentResult(tx, actor.organizationId, {
      assessmentId: id,
      requirementId,
      result: input.result,
      assessorUserId,
      notes: input.notes ?? before?.notes ?? '',
      evidenceIds: evidenceIds ?? before?.evidenceIds ?? [],
      findingIds: findingIds ?? before?.findingIds ?? [],
      updatedBy: actor.userId,
    });
    if (!after) throw notFound('Assessment');
    await updateAssessmentRow(tx, actor.organizationId, id, {});
    await recordAudit(tx, {
      organizationId: actor.organizationId,
      actorId: actor.userId,
      action: 'assessment.result_recorded',
      entityType: 'assessment',
      entityId: id,
      before: before ? resultSnapshot(requirement.code, before) : null,
      after: resultSnapshot(requirement.code, after),
      requestId: actor.requestId,
    });
    const all = await liveRequirements(tx, actor.organizationId, assessment);
    return all.find((r) => r.id === requirementId)!;
  });
