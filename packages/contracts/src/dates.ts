import { z } from 'zod';

/** Dates the API accepts: real calendar days in a range a risk register can mean (decision 010). */
export const DATE_YEAR_MIN = 1900;
export const DATE_YEAR_MAX = 2200;
const EARLIEST = new Date(Date.UTC(DATE_YEAR_MIN, 0, 1));
const LATEST = new Date(Date.UTC(DATE_YEAR_MAX, 11, 31, 23, 59, 59, 999));
export const DATE_RANGE_MESSAGE = `Enter a date from ${DATE_YEAR_MIN} to ${DATE_YEAR_MAX}`;
export const CALENDAR_DATE_DESCRIPTION = `A date (YYYY-MM-DD) or an ISO 8601 date and time, years ${DATE_YEAR_MIN} to ${DATE_YEAR_MAX}`;

// YYYY-MM-DD, optionally with a time and a zone (what <input type="date"> and toISOString send).
const ISO_DATE =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/i;

const daysInMonth = (year: number, month: number) =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * The text as a Date when every part of it is real (no 30 February, no hour 24); otherwise an
 * invalid Date, which the date schema refuses with its own message. `new Date()` alone would
 * roll 2026-02-30 over to 2 March and read 99999-01-01 as a year PostgreSQL cannot store.
 */
export const toCalendarDate = (value: unknown): unknown => {
  if (value instanceof Date) return value;
  if (typeof value !== 'string') return new Date(Number.NaN);
  const text = value.trim();
  const m = ISO_DATE.exec(text);
  if (!m) return new Date(Number.NaN);
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = m
    .slice(1, 7)
    .map((p) => Number(p ?? 0));
  const real =
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month) &&
    hour <= 23 &&
    minute <= 59 &&
    second <= 59;
  if (!real) return new Date(Number.NaN);
  // A date and time without a zone is UTC, as a bare date is: never the server's local time.
  const zoned = m[4] === undefined || /(?:Z|[+-]\d{2}:?\d{2})$/i.test(text);
  return new Date(zoned ? text : `${text.replace(' ', 'T')}Z`);
};

/**
 * A calendar date (or date and time) from JSON or a query string, as a Date. Replaces
 * `z.coerce.date()`, which accepts numbers, booleans and impossible days.
 */
export const calendarDate = (message = 'Enter a valid date') =>
  z
    .preprocess(
      toCalendarDate,
      z.date({ message }).min(EARLIEST, DATE_RANGE_MESSAGE).max(LATEST, DATE_RANGE_MESSAGE),
    )
    // What the OpenAPI document shows: on the wire a date is text.
    .meta({ type: 'string', description: CALENDAR_DATE_DESCRIPTION });
