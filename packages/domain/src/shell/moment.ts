import { dateParts, hourMinute, monthDay, type DateParts } from './format.ts';

/** The zone a moment is read in unless a screen passes the reader's own (as the rest of Rampart). */
export const DEFAULT_TIME_ZONE = 'UTC';
/** The reader's own zone, as the browser or process knows it: read with the Date's local parts. */
export const LOCAL_TIME_ZONE = 'local';

const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterFor = (timeZone: string): Intl.DateTimeFormat => {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
      timeZone,
    });
    formatters.set(timeZone, f);
  }
  return f;
};

/**
 * The parts of a moment in a zone. UTC and the reader's own zone need no Intl (whose first use
 * loads the browser's locale data, a cost on a phone); a named zone is read through it.
 */
const partsOf = (d: Date, timeZone: string): DateParts => {
  if (timeZone === 'UTC') return dateParts(d, 'utc');
  if (timeZone === LOCAL_TIME_ZONE) return dateParts(d, 'local');
  const p = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(d)
      .map((x) => [x.type, Number(x.value)]),
  );
  return { year: p.year!, month: p.month! - 1, day: p.day!, hour: p.hour!, minute: p.minute! };
};

/**
 * When something happened, as a person reads it against today: "11:00" today, "May 17, 11:00"
 * earlier this year, "May 17, 2025" in another year; "—" for no or an unreadable date. Days
 * are the days of `timeZone`: UTC unless the screen passes the reader's zone (`local`, or an
 * IANA name).
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
  if (at.year !== today.year) return `${monthDay(at)}, ${at.year}`;
  if (at.month === today.month && at.day === today.day) return hourMinute(at);
  return `${monthDay(at)}, ${hourMinute(at)}`;
};
