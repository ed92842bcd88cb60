// Values as the trust centre's pages and mails write them: days in words, addresses and links
// only when they are safe to put in an attribute as they are.

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "12 March 2027" (UTC) from `YYYY-MM-DD` or an ISO time; '' for anything unreadable. */
export const formatDay = (value: string | null): string => {
  if (!value) return '';
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = day
    ? new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])))
    : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  // Date.UTC rolls 31 February into March: such a day is not a day.
  if (day && date.getUTCDate() !== Number(day[3])) return '';
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
};

/** An address a mailto: link may carry as is: nothing a URL or an attribute would read. */
export const EMAIL = /^[a-z0-9._+'-]+@[a-z0-9-]+(\.[a-z0-9-]+)+$/i;

/** The vendor's website as a link target only when it is https; otherwise no link at all. */
export const httpsHref = (value: string): string | null => {
  if (!value.startsWith('https://')) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
};
