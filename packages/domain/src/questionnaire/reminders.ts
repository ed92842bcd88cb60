// Assignment reminders: 7, 3 and 1 days before the due date (§3, §9).
import { ASSIGNMENT_DEFAULTS } from '@rampart/contracts';

const DAY_MS = 86_400_000;

export type Reminder = { daysBefore: number; at: Date };

/** When each reminder falls: whole 24-hour days before the due instant, UTC (no DST drift). */
export const reminderDates = (
  dueDate: Date,
  days: readonly number[] = ASSIGNMENT_DEFAULTS.reminderDays,
): Reminder[] =>
  [...new Set(days)]
    .filter((d) => Number.isInteger(d) && d > 0)
    .sort((a, b) => b - a)
    .map((daysBefore) => ({ daysBefore, at: new Date(dueDate.getTime() - daysBefore * DAY_MS) }));

export type RemindedAssignment = {
  dueDate: Date;
  createdAt: Date;
  remindersOn: boolean;
  reminderDays?: readonly number[];
  /** The daysBefore of reminders already sent. */
  sentDays: readonly number[];
  completed: boolean;
};

/**
 * The reminders to send at `now`: their time has come, the work is still open and not yet due,
 * and they were not sent. A reminder whose time fell before the assignment was made is never
 * sent: a task given two days ahead gets the 1-day reminder, not a late "7 days left".
 */
export const dueReminders = (a: RemindedAssignment, now: Date): Reminder[] => {
  if (!a.remindersOn || a.completed || now.getTime() >= a.dueDate.getTime()) return [];
  return reminderDates(a.dueDate, a.reminderDays).filter(
    (r) =>
      r.at.getTime() <= now.getTime() &&
      r.at.getTime() >= a.createdAt.getTime() &&
      !a.sentDays.includes(r.daysBefore),
  );
};
