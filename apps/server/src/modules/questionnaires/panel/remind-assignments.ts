// Assignment reminders (§3, §9: 7, 3 and 1 days before the due date), swept by the job runner.
import type { Role } from '@rampart/contracts';
import { dueReminders, permissionsForRole } from '@rampart/domain';
import {
  claimRemindableAssignments,
  recordQuestionnaireActivity,
  tryAssignmentReminderLock,
  updateQuestionnaireAssignmentRow,
} from '@rampart/db';
import type { QuestionnaireStructure } from '@rampart/domain';
import type { Mail } from '../../../platform/mail/mailer.ts';
import { questionnaireAccess } from '../questionnaire-access.ts';
import { calendarDay, sectionTitle } from './assignment-rules.ts';
import { questionnaireUrl, type PanelDeps } from './panel-context.ts';

/** Assignments reminded per sweep; the rest wait for the next one. */
export const REMINDER_BATCH = 100;

const DAY_MS = 86_400_000;

/**
 * One sweep, safe from any number of processes: a transaction-scoped advisory lock lets one
 * sweeper in at a time (the others skip this turn) and the rows are locked as they are claimed.
 * Each assignment whose reminder time has come gets the days recorded in reminders_sent and an
 * activity entry (so the app shows it) in that transaction; mails go after it commits, one per
 * assignment even when a missed sweep left two reminders due. A failed mail is logged, not
 * retried: a reminder goes at most once.
 */
export const sweepAssignmentReminders = async (
  deps: Pick<PanelDeps, 'db' | 'mailer' | 'publicUrl' | 'log'> & {
    livePush?: PanelDeps['livePush'];
  },
  now: Date,
): Promise<{ reminded: number }> => {
  const { mails, questionnaireIds } = await deps.db.transaction(async (tx) => {
    const mails: Mail[] = [];
    const questionnaireIds = new Set<string>();
    if (!(await tryAssignmentReminderLock(tx))) return { mails, questionnaireIds };
    const claimed = await claimRemindableAssignments(tx, now, REMINDER_BATCH);
    for (const c of claimed) {
      const a = c.assignment;
      const due = dueReminders(
        {
          dueDate: a.dueDate!,
          createdAt: a.createdAt,
          remindersOn: a.remindersOn,
          reminderDays: a.reminderDays,
          sentDays: a.remindersSent,
          completed: a.completedAt !== null,
        },
        now,
      );
      if (due.length === 0) continue;
      await updateQuestionnaireAssignmentRow(tx, a.organizationId, a.id, {
        remindersSent: [...a.remindersSent, ...due.map((r) => r.daysBefore)],
      });
      // Access lost since the assignment (made private, invitation removed): the reminder is
      // spent, not sent, and says nothing about the questionnaire.
      const access = await questionnaireAccess(
        tx,
        {
          userId: a.assigneeId,
          organizationId: a.organizationId,
          permissions: permissionsForRole(c.assigneeRole as Role),
        },
        c.questionnaire,
      );
      if (!access?.permissions.includes('edit')) continue;
      const day = calendarDay(a.dueDate)!;
      const daysLeft = Math.max(1, Math.ceil((a.dueDate!.getTime() - now.getTime()) / DAY_MS));
      const section = sectionTitle(c.structure as unknown as QuestionnaireStructure, a.sectionId);
      const what = section
        ? `section “${section}” of “${c.questionnaireTitle}”`
        : `“${c.questionnaireTitle}”`;
      const left = `${daysLeft} day${daysLeft === 1 ? '' : 's'}`;
      await recordQuestionnaireActivity(tx, {
        organizationId: a.organizationId,
        questionnaireId: a.questionnaireId,
        type: 'share',
        description: `reminded ${c.assigneeName} that ${section ? `section “${section}”` : 'the questionnaire'} is due ${day} (${left} left)`,
        userId: null,
        userName: 'Rampart',
        targetType: a.sectionId ? 'section' : 'questionnaire',
        targetId: a.sectionId,
        metadata: {
          assignmentId: a.id,
          assigneeId: a.assigneeId,
          reminderDays: due.map((r) => r.daysBefore),
        },
      });
      questionnaireIds.add(a.questionnaireId);
      mails.push({
        to: c.assigneeEmail,
        subject: `Reminder: ${what} is due ${day}`,
        text: [
          `Hello ${c.assigneeName},`,
          '',
          `${what} was assigned to you and is due ${day}, in ${left}.`,
          a.instructions ? `\n${a.instructions}\n` : '',
          `Open the questionnaire: ${questionnaireUrl(deps.publicUrl, a.questionnaireId)}?mode=collaborate`,
        ].join('\n'),
      });
    }
    return { mails, questionnaireIds };
  });
  for (const id of questionnaireIds) deps.livePush?.announce(id, 'activity');
  if (deps.mailer) {
    for (const mail of mails) {
      await deps.mailer
        .send(mail)
        .catch((err: unknown) => deps.log.warn({ err }, 'assignment reminder mail failed'));
    }
  }
  return { reminded: mails.length };
};
