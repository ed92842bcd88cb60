import type { ReportDefinition, ReportFrequency, ReportSchedule } from '@rampart/contracts';

/** The Schedule dialog's fields; only the day field of the chosen frequency is sent. */
export type ScheduleForm = {
  frequency: ReportFrequency;
  /** 1 (Monday) … 7 (Sunday). */
  weekday: number;
  /** 1 … 28. */
  dayOfMonth: number;
  /** UTC. */
  hour: number;
  recipients: string[];
};

export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

/** Every month has day 28, so a monthly report never skips one. */
export const MONTH_DAYS = Array.from({ length: 28 }, (_, i) => i + 1);
export const HOURS = Array.from({ length: 24 }, (_, i) => i);

export const hourLabel = (h: number) => `${String(h).padStart(2, '0')}:00 UTC`;

/** The definition's schedule, or a first one: monthly on the 1st at 07:00, sent to me. */
export const scheduleFormFrom = (
  d: Pick<ReportDefinition, 'schedule'>,
  myUserId: string,
): ScheduleForm => {
  const s = d.schedule;
  if (!s) {
    return { frequency: 'monthly', weekday: 1, dayOfMonth: 1, hour: 7, recipients: [myUserId] };
  }
  return {
    frequency: s.frequency,
    weekday: s.weekday ?? 1,
    dayOfMonth: s.dayOfMonth ?? 1,
    hour: s.hour,
    recipients: s.recipients.map((r) => r.userId),
  };
};

export const scheduleBody = (f: ScheduleForm): ReportSchedule =>
  f.frequency === 'weekly'
    ? { frequency: 'weekly', weekday: f.weekday, hour: f.hour, recipients: f.recipients }
    : { frequency: 'monthly', dayOfMonth: f.dayOfMonth, hour: f.hour, recipients: f.recipients };

const ordinal = (n: number) => {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${{ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th'}`;
};

/** "Monthly on the 1st, 07:00 UTC" / "Weekly on Monday, 07:00 UTC". */
export const scheduleSummary = (s: NonNullable<ReportDefinition['schedule']>): string =>
  s.frequency === 'weekly'
    ? `Weekly on ${WEEKDAYS[(s.weekday ?? 1) - 1] ?? 'Monday'}, ${hourLabel(s.hour)}`
    : `Monthly on the ${ordinal(s.dayOfMonth ?? 1)}, ${hourLabel(s.hour)}`;

/** Recipients in words: "Priya Shah and Olivia Reyes", "Priya Shah and 3 others". */
export const recipientSummary = (names: readonly string[]): string => {
  if (names.length <= 2) return names.join(' and ');
  return `${names[0]} and ${names.length - 1} others`;
};
