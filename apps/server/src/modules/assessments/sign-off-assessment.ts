import type { AssessmentSnapshot, SignOffBody } from '@rampart/contracts';
import {
  findAssessment,
  findFramework,
  lockAssessment,
  recordAudit,
  updateAssessmentRow,
  type AssessmentRecord,
  type Db,
} from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { AppError, notFound } from '../../errors.ts';
import { assertInProgress } from './assessment-fields.ts';
import { liveRequirements, unassessed } from './assessment-requirements.ts';

const LISTED = 5;

/** The refusal names the first few requirements still open, and how many more there are. */
export const notAssessedMessage = (codes: string[]): string => {
  const shown = codes.slice(0, LISTED).join(', ');
  const more = codes.length > LISTED ? ` and ${codes.length - LISTED} more` : '';
  const noun = codes.length === 1 ? 'requirement is' : 'requirements are';
  return `${codes.length} applicable ${noun} not assessed yet (${shown}${more}). Record a result for each before signing off.`;
};

/**
 * Signs the assessment off: from then on it is frozen, and reads come from the snapshot taken
 * here of every requirement's result, assessor, notes, evidence, findings and controls.
 */
export const signOffAssessment = async ({
  actor,
  id,
  input,
  db,
  now = new Date(),
}: {
  actor: Actor;
  id: string;
  input: SignOffBody;
  db: Db;
  now?: Date;
}): Promise<AssessmentRecord> =>
  db.transaction(async (tx) => {
    const assessment = await lockAssessment(tx, actor.organizationId, id);
    if (!assessment) throw notFound('Assessment');
    assertInProgress(assessment);
    const requirements = await liveRequirements(tx, actor.organizationId, assessment);
    const open = unassessed(requirements);
    if (open.length > 0) {
      throw new AppError('CONFLICT', notAssessedMessage(open.map((r) => r.code)), {
        requirementIds: open.map((r) => r.id),
      });
    }
    const framework = (await findFramework(tx, actor.organizationId, assessment.frameworkId))!;
    const snapshot: AssessmentSnapshot = {
      version: 1,
      takenAt: now.toISOString(),
      framework: {
        id: framework.framework.id,
        name: framework.framework.name,
        version: framework.framework.version,
      },
      requirements,
    };
    await updateAssessmentRow(tx, actor.organizationId, id, {
      status: 'signed_off',
      signedOffBy: actor.userId,
      signedOffAt: now,
      signOffStatement: input.statement,
      snapshot,
    });
    const counts = (await findAssessment(tx, actor.organizationId, id))!;
    await recordAudit(tx, {
      organizationId: actor.organizationId,
      actorId: actor.userId,
      action: 'assessment.signed_off',
      entityType: 'assessment',
      entityId: id,
      before: { status: assessment.status },
      after: {
        status: 'signed_off',
        signedOffAt: now.toISOString(),
        statement: input.statement,
        results: counts.counts,
      },
      requestId: actor.requestId,
    });
    return counts;
  });
