// When a scheduled report next runs (issue 13): weekly on a weekday, or monthly on a day 1–28,
// at an hour, in UTC.

export type ReportScheduleRule = {
  frequency: 'weekly' | 'monthly';
  /** 1 (Monday) … 7 (Sunday), for weekly. */
  weekday?: number | null;
  /** 1 … 28, for monthly. */
  dayOfMonth?: number | null;
  hour: number;
};

/** The first run strictly after `after`. */
export const nextReportRun = (rule: ReportScheduleRule, after: Date): Date => {
  const y = after.getUTCFullYear();
  const m = after.getUTCMonth();
  const d = after.getUTCDate();
  if (rule.frequency === 'monthly') {
    const day = rule.dayOfMonth ?? 1;
    const thisMonth = new Date(Date.UTC(y, m, day, rule.hour));
    return thisMonth.getTime() > after.getTime()
      ? thisMonth
      : new Date(Date.UTC(y, m + 1, day, rule.hour));
  }
  // getUTCDay: 0 Sunday … 6 Saturday; the rule's 7 is Sunday.
  const want = (rule.weekday ?? 1) % 7;
  const ahead = (want - after.getUTCDay() + 7) % 7;
  const candidate = new Date(Date.UTC(y, m, d + ahead, rule.hour));
  return candidate.getTime() > after.getTime()
    ? candidate
    : new Date(Date.UTC(y, m, d + ahead + 7, rule.hour));
};
