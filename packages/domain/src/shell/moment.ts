/** The zone a moment is read in unless a screen passes the reader's own (as the rest of Rampart). */
export const DEFAULT_TIME_ZONE = 'UTC';

type Parts = { year: string; month: string; day: string; time: string };

const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterFor = (timeZone: string): Intl.DateTimeFormat => {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
    });
    formatters.set(timeZone, f);
  }
  return f;
};

const partsOf = (d: Date, timeZone: string): Parts => {
  const p = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(d)
      .map((x) => [x.type, x.value]),
  );
  return { year: p.year!, month: p.month!, day: p.day!, time: `${p.hour}:${p.minute}` };
};

/**
 * When something happened, as a person reads it against today: "11:00" today, "May 17, 11:00"
 * earlier this year, "May 17, 2025" in another year; "—" for no or an unreadable date. Days
 * are the days of `timeZone` (UTC unless the screen passes the reader's zone).
 */
export const formatMoment = (
  value: string | Date | null | undefined,
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): string => {
  const d = typeof value === 'string' ? new Date(value) : value;
  if (!d || Number.isNaN(d.getTime())) return '—';
  const at = partsOf(d, timeZone);
  const today = partsOf(now, timeZone);
  if (at.year !== today.year) return `${at.month} ${at.day}, ${at.year}`;
  if (at.month === today.month && at.day === today.day) return at.time;
  return `${at.month} ${at.day}, ${at.time}`;
};
