const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

const timeFormat = new Intl.DateTimeFormat('en-US', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'UTC',
});

const toDate = (value: string | Date): Date | null => {
  const d = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(d.getTime()) ? null : d;
};

/** Dates as short month, day, year in English (spec §9): "Nov 22, 2026". */
export const formatDate = (value: string | Date | null | undefined): string => {
  const d = value ? toDate(value) : null;
  return d ? dateFormat.format(d) : '—';
};

/** Date and time for audit trails, in UTC so every reader sees the same moment: "Nov 22, 2026, 14:05 UTC". */
export const formatDateTime = (value: string | Date | null | undefined): string => {
  const d = value ? toDate(value) : null;
  return d ? `${dateFormat.format(d)}, ${timeFormat.format(d)} UTC` : '—';
};
