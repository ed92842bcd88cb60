import type { ScheduleControlTestBody } from '@rampart/contracts';
import {
  findControl,
  findMembership,
  findOpenControlTest,
  insertControlTest,
  newId,
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
import { notifyTestAssignee } from '../notifications/assignment-notices.ts';
import { controlSnapshot } from './control-fields.ts';

import { recomputeResidual } from '../risks/recompute-residual.ts';
/**
 * Schedules the control's next test. A control has at most one open test: scheduling again
 * moves it (new date, new assignee) rather than stacking a second one.
 */
export const scheduleControlTest = async ({
  actor,
  controlId,
  input,
  db,
}: {
  actor: Actor;
  controlId: string;
  input: ScheduleControlTestBody;
  db: Db;
}): Promise<{ control: ControlRow; test: ControlTestRow }> =>
  db.transaction(async (tx) => {
    const before = await findControl(tx, actor.organizationId, controlId);
    if (!before) throw notFound('Control');
    if (input.assignee && !(await findMembership(tx, actor.organizationId, input.assignee))) {
      throw invalid('assignee', 'The assignee must be a member of this organisation');
    }
    const assigneeUserId =
      input.assignee === undefined ? before.testAssigneeUserId : input.assignee;
    const open = await findOpenControlTest(tx, actor.organizationId, controlId);
    const planned = { scheduledFor: input.nextTestDate, assigneeUserId };
    const test = open
      ? await updateControlTestRow(tx, actor.organizationId, open.id, planned)
      : await insertControlTest(tx, {
          id: newId('ctt'),
          organizationId: actor.organizationId,
          controlId,
          status: 'scheduled',
          ...planned,
        });
    const control = await updateControlRow(tx, actor.organizationId, controlId, {
      nextTestDate: input.nextTestDate,
      testAssigneeUserId: assigneeUserId,
    });
    if (!test || !control) throw notFound('Control');
    // The due date decides whether the control's test is overdue, which caps what it counts.
    await recomputeResidual(
      tx,
      actor.organizationId,
      await riskIdsForControls(tx, actor.organizationId, [controlId]),
    );
    await notifyTestAssignee(tx, actor, { control, test, before: open });
    await recordAudit(tx, {
      organizationId: actor.organizationId,
      actorId: actor.userId,
      action: 'control.test_scheduled',
      entityType: 'control',
      entityId: controlId,
      before: {
        ...controlSnapshot(before),
        test: open ? { id: open.id, scheduledFor: open.scheduledFor?.toISOString() ?? null } : null,
      },
      after: {
        ...controlSnapshot(control),
        test: { id: test.id, scheduledFor: input.nextTestDate.toISOString(), assigneeUserId },
      },
      requestId: actor.requestId,
    });
    return { control, test };
  });
