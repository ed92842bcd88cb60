import type { ReportSchedule } from '@rampart/contracts';
import {
  findReportDefinition,
  listMembers,
  recordAudit,
  updateReportDefinition,
  type Db,
} from '@rampart/db';
import { nextReportRun } from '@rampart/domain';
import type { Actor } from '../../auth/actor.ts';
import { invalid, notFound } from '../../errors.ts';

/** Schedules a saved report to be mailed as a PDF to members, weekly or monthly. */
export const scheduleReport = ({
  actor,
  id,
  schedule,
  db,
  now = new Date(),
}: {
  actor: Actor;
  id: string;
  schedule: ReportSchedule;
  db: Db;
  now?: Date;
}) =>
  db.transaction(async (tx) => {
    const before = await findReportDefinition(tx, actor.organizationId, id);
    if (!before) throw notFound('Report');
    const members = new Set((await listMembers(tx, actor.organizationId)).map((m) => m.userId));
    const strangers = schedule.recipients.filter((r) => !members.has(r));
    if (strangers.length > 0) {
      throw invalid('recipients', 'Recipients must be members of the organization');
    }
    const rule = {
      frequency: schedule.frequency,
      weekday: schedule.frequency === 'weekly' ? schedule.weekday : null,
      dayOfMonth: schedule.frequency === 'monthly' ? schedule.dayOfMonth : null,
      hour: schedule.hour,
    };
    const row = (await updateReportDefinition(tx, actor.organizationId, id, {
      scheduleFrequency: rule.frequency,
      scheduleWeekday: rule.weekday ?? null,
      scheduleDayOfMonth: rule.dayOfMonth ?? null,
      scheduleHour: rule.hour,
      scheduleRecipients: [...new Set(schedule.recipients)],
      nextRunAt: nextReportRun(rule, now),
    }))!;
    await recordAudit(tx, {
      organizationId: actor.organizationId,
      actorId: actor.userId,
      action: 'report.scheduled',
      entityType: 'report',
      entityId: id,
      after: {
        title: row.title,
        ...rule,
        recipients: row.scheduleRecipients,
        nextRunAt: row.nextRunAt,
      },
      requestId: actor.requestId,
    });
    return row;
  });

export const unscheduleReport = ({ actor, id, db }: { actor: Actor; id: string; db: Db }) =>
  db.transaction(async (tx) => {
    const before = await findReportDefinition(tx, actor.organizationId, id);
    if (!before) throw notFound('Report');
    const row = (await updateReportDefinition(tx, actor.organizationId, id, {
      scheduleFrequency: null,
      scheduleWeekday: null,
      scheduleDayOfMonth: null,
      scheduleHour: null,
      scheduleRecipients: [],
      nextRunAt: null,
    }))!;
    await recordAudit(tx, {
      organizationId: actor.organizationId,
      actorId: actor.userId,
      action: 'report.unscheduled',
      entityType: 'report',
      entityId: id,
      before: {
        title: before.title,
        frequency: before.scheduleFrequency,
        recipients: before.scheduleRecipients,
      },
      requestId: actor.requestId,
    });
    return row;
  });
