import { formatMoment, LOCAL_TIME_ZONE } from '@rampart/domain';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The reader's own time zone, "today" and the hour being theirs (read from the Date's local parts). */
export const readerTimeZone = (): string => LOCAL_TIME_ZONE;

/**
 * "just now", "5 min ago" within the hour; then the moment against today: "14:05" today,
 * "Nov 21, 11:00" on an earlier day this year, "Nov 22, 2025" in another year.
 */
export const relativeTime = (iso: string, now: number, timeZone = readerTimeZone()): string => {
  const at = new Date(iso).getTime();
  if (Number.isNaN(at)) return '—';
  const ago = Math.max(0, now - at);
  if (ago < MINUTE) return 'just now';
  if (ago < HOUR) return `${Math.floor(ago / MINUTE)} min ago`;
  return formatMoment(iso, new Date(now), timeZone);
};
