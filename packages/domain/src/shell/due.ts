const DAY_MS = 86_400_000;

/** The start of the calendar day of an instant, in UTC: the day every screen and export shows. */
const utcDay = (at: Date): number =>
  Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());

const toDate = (value: Date | string): Date =>
  typeof value === 'string' ? new Date(value) : value;

/**
 * Calendar days from `now` to `due`, counted on UTC days (the day `formatDate` prints): 0 when
 * both fall on the same day whatever the hours, 1 for tomorrow, -1 for yesterday. NaN for an
 * unreadable date. The one count behind every "Due in N days" and "N days overdue".
 */
export const calendarDaysUntil = (due: Date | string, now: Date): number => {
  const d = toDate(due);
  if (Number.isNaN(d.getTime())) return Number.NaN;
  return Math.round((utcDay(d) - utcDay(now)) / DAY_MS);
};

const days = (n: number) => `${n} day${n === 1 ? '' : 's'}`;

/** "Due today", "Due in 12 days", "3 days overdue", on calendar days; "—" for no date. */
export const dueInWords = (due: Date | string | null | undefined, now: Date): string => {
  if (!due) return '—';
  const n = calendarDaysUntil(due, now);
  if (Number.isNaN(n)) return '—';
  if (n === 0) return 'Due today';
  return n > 0 ? `Due in ${days(n)}` : `${days(-n)} overdue`;
};
