import { formatDate } from '@rampart/domain';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Past a week, the date reads better than a count of days. */
const RELATIVE_DAYS_MAX = 7;

/** "just now", "5 min ago", "3 h ago", "2 d ago", then the date ("Nov 22, 2026"). */
export const relativeTime = (iso: string, now: number): string => {
  const at = new Date(iso).getTime();
  if (Number.isNaN(at)) return '—';
  const ago = Math.max(0, now - at);
  if (ago < MINUTE) return 'just now';
  if (ago < HOUR) return `${Math.floor(ago / MINUTE)} min ago`;
  if (ago < DAY) return `${Math.floor(ago / HOUR)} h ago`;
  if (ago < RELATIVE_DAYS_MAX * DAY) return `${Math.floor(ago / DAY)} d ago`;
  return formatDate(iso);
};
