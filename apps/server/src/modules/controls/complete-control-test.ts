import type { CompleteControlTestBody } from '@rampart/contracts';
import { bandFromTest, nextTestDate, normalizeFrequency } from '@rampart/domain';
import {
  findControl,
  findOpenControlTest,
  insertControlTest,
  linkEvidenceToControlTest,
  markControlMappingsTested,
  newId,
  orgEvidenceIds,
  recordAudit,
  riskIdsForControls,
  updateControlRow,
  updateControlTestRow,
  type ControlRow,
  type ControlTestRow,
  type Db,
} from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { invalid, notFound } from '../../errors.ts';
import { recomputeResidual } from '../risks/recompute-residual.ts';
import { controlSnapshot } from './control-fields.ts';

export type CompletedTest = {
  control: ControlRow;
  test: ControlTestRow;
  nextTest: ControlTestRow | null;
};

/**
 * Records a test result: completes the open scheduled test (or records an unscheduled one),
 * sets the control's effectiveness and band, plans the next test from its frequency for the
 * same assignee, and carries the measured effectiveness to the risks the control mitigates.
 */
export const completeControlTest = async ({
  actor,
  controlId,
  input,
  db,
}: {
  actor: Actor;
  controlId: string;
  input: CompleteControlTestBody;
  db: Db;
}): Promise<CompletedTest> =>
  db.transaction(async (tx) => {
    const org = actor.organizationId;
    const before = await findControl(tx, org, controlId);
    if (!before) throw notFound('Control');
    const known = await orgEvidenceIds(tx, org, input.evidenceIds);
    const unknown = input.evidenceIds.findIndex((id) => !known.has(id));
    if (unknown >= 0) {
      throw invalid(`evidenceIds.${unknown}`, `Evidence ${input.evidenceIds[unknown]} not found`);
    }

    const testedAt = input.lastTestDate ?? new Date();
    const open = await findOpenControlTest(tx, org, controlId);
    const result = {
      status: 'completed',
      result: input.result,
      effectiveness: input.effectiveness,
      notes: input.notes ?? null,
      testedAt,
      testedBy: actor.userId,
    };
    const test = open
      ? await updateControlTestRow(tx, org, open.id, result)
      : await insertControlTest(tx, {
          id: newId('ctt'),
          organizationId: org,
          controlId,
          assigneeUserId: before.testAssigneeUserId,
          ...result,
        });
    if (!test) throw notFound('Control');

    // A retired control is no longer tested; every other control keeps its rhythm.
    const next =
      before.status === 'retired'
        ? null
        : nextTestDate(testedAt, normalizeFrequency(before.frequency));
    const assigneeUserId = open?.assigneeUserId ?? before.testAssigneeUserId;
    const nextTest = next
      ? await insertControlTest(tx, {
          id: newId('ctt'),
          organizationId: org,
          controlId,
          status: 'scheduled',
          scheduledFor: next,
          assigneeUserId,
        })
      : null;
    const control = await updateControlRow(tx, org, controlId, {
      effectiveness: input.effectiveness,
      effectivenessBand: bandFromTest(input.effectiveness),
      lastTestDate: testedAt,
      nextTestDate: next,
      testAssigneeUserId: assigneeUserId,
    });
    if (!control) throw notFound('Control');

    await markControlMappingsTested(tx, org, controlId, {
      lastTested: testedAt,
      nextTestDue: next,
    });
    await recomputeResidual(tx, org, await riskIdsForControls(tx, org, [controlId]));
    await linkEvidenceToControlTest(tx, org, input.evidenceIds, test);

    await recordAudit(tx, {
      organizationId: org,
      actorId: actor.userId,
      action: 'control.test_completed',
      entityType: 'control',
      entityId: controlId,
      before: controlSnapshot(before),
      after: {
        ...controlSnapshot(control),
        test: {
          id: test.id,
          result: input.result,
          effectiveness: input.effectiveness,
          testedAt: testedAt.toISOString(),
          evidenceIds: input.evidenceIds,
        },
        nextTest: nextTest ? { id: nextTest.id, scheduledFor: next!.toISOString() } : null,
      },
      requestId: actor.requestId,
    });
    return { control, test, nextTest };
  });
