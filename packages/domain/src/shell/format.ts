// Dates and figures in English as Rampart shows them everywhere ("Nov 22, 2026", "1,234.5").
// Written out rather than through Intl: the first Intl formatter a page creates loads the
// browser's locale data, tens of milliseconds on a phone in the middle of the first render, and
// these shapes are fixed (en-US, UTC) so nothing of Intl is needed for them.

const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

const toDate = (value: string | Date): Date | null => {
  const d = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(d.getTime()) ? null : d;
};

const two = (n: number) => String(n).padStart(2, '0');

/** The parts of a moment as read in UTC, or in the reader's own zone (`local`). */
export type DateParts = { year: number; month: number; day: number; hour: number; minute: number };
export const dateParts = (d: Date, zone: 'utc' | 'local'): DateParts =>
  zone === 'utc'
    ? {
        year: d.getUTCFullYear(),
        month: d.getUTCMonth(),
        day: d.getUTCDate(),
        hour: d.getUTCHours(),
        minute: d.getUTCMinutes(),
      }
    : {
        year: d.getFullYear(),
        month: d.getMonth(),
        day: d.getDate(),
        hour: d.getHours(),
        minute: d.getMinutes(),
      };

/** "Nov 22" from the parts of a moment. */
export const monthDay = (p: DateParts): string => `${MONTHS[p.month]} ${p.day}`;
/** "14:05" from the parts of a moment (24-hour clock). */
export const hourMinute = (p: DateParts): string => `${two(p.hour)}:${two(p.minute)}`;

/** The English short name of a month, 0 for January: "Jan". */
export const shortMonthName = (month: number): string => MONTHS[month] ?? '';

/** Dates as short month, day, year in English (spec §9): "Nov 22, 2026". */
export const formatDate = (value: string | Date | null | undefined): string => {
  const d = value ? toDate(value) : null;
  if (!d) return '—';
  const p = dateParts(d, 'utc');
  return `${monthDay(p)}, ${p.year}`;
};

/** Date and time for audit trails, in UTC so every reader sees the same moment: "Nov 22, 2026, 14:05 UTC". */
export const formatDateTime = (value: string | Date | null | undefined): string => {
  const d = value ? toDate(value) : null;
  if (!d) return '—';
  const p = dateParts(d, 'utc');
  return `${monthDay(p)}, ${p.year}, ${hourMinute(p)} UTC`;
};

/**
 * A number in English with thousands separated by commas and at most `maxFractionDigits`
 * decimals, trailing zeros dropped: 1234.56 → "1,234.6" (one decimal), 2000 → "2,000".
 * The same as `Intl.NumberFormat('en-US', { maximumFractionDigits })` for finite numbers, except
 * that a negative number rounding to zero is "0", not "-0".
 */
export const formatNumber = (value: number, maxFractionDigits = 0): string => {
  if (!Number.isFinite(value)) return String(value);
  const [whole, fraction] = roundDecimal(Math.abs(value), maxFractionDigits);
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const decimals = fraction.replace(/0+$/, '');
  const text = decimals ? `${grouped}.${decimals}` : grouped;
  return value < 0 && text !== '0' ? `-${text}` : text;
};

/**
 * A non-negative number rounded half away from zero to `digits` decimals, as Intl rounds: on its
 * shortest decimal spelling (1000000.45 → "1000000.5"), not on its binary value.
 */
const roundDecimal = (value: number, digits: number): [string, string] => {
  // Below 1e-6 JavaScript spells numbers with an exponent; they round to zero at these digits.
  if (value < 1e-6) return ['0', ''];
  if (value >= 1e21) return [BigInt(Math.round(value)).toString(), ''];
  const [whole = '0', fraction = ''] = String(value).split('.');
  if (fraction.length <= digits) return [whole, fraction];
  const kept = `${whole}${fraction.slice(0, digits)}`;
  const up = fraction.charCodeAt(digits) >= 53; // '5'
  const rounded = up ? (BigInt(kept) + 1n).toString().padStart(kept.length, '0') : kept;
  const cut = rounded.length - digits;
  return [rounded.slice(0, cut) || '0', rounded.slice(cut)];
};

/** Whole US dollars: 2400 → "$2,400", -50 → "-$50" (as Intl's USD currency with no cents). */
export const formatDollars = (value: number): string => {
  const text = formatNumber(Math.abs(value));
  return value < 0 && text !== '0' ? `-$${text}` : `$${text}`;
};

const COMPACT = [
  { size: 1, suffix: '' },
  { size: 1e3, suffix: 'K' },
  { size: 1e6, suffix: 'M' },
  { size: 1e9, suffix: 'B' },
  { size: 1e12, suffix: 'T' },
] as const;

/**
 * A count in short form with at most one decimal: 999 → "999", 1234 → "1.2K", 999950 → "1M",
 * 2500000 → "2.5M" (as Intl's compact notation in English).
 */
export const formatCompact = (value: number): string => {
  const abs = Math.abs(value);
  const sign = value < 0 ? '-' : '';
  let i = COMPACT.length - 1;
  while (i > 0 && abs < COMPACT[i]!.size) i -= 1;
  const shown = formatNumber(abs / COMPACT[i]!.size, 1);
  // Rounding up to 1000 of a unit reads as one of the next ("1K", not "1,000"; "1M", not "1000K").
  const next = COMPACT[i + 1];
  if (shown === '1,000' && next) return `${sign}1${next.suffix}`;
  return `${sign}${shown}${COMPACT[i]!.suffix}`;
};

/**
 * At most `max` characters of a text, cut between whole characters (never inside an emoji's
 * surrogate pair, which a database refuses), with an ellipsis when it was cut.
 */
export const clipText = (text: string, max: number): string => {
  const chars = Array.from(text);
  return chars.length <= max
    ? text
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
};
