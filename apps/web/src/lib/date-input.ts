/** A server date (ISO, UTC) as a date input's YYYY-MM-DD, the day formatDate shows; '' for none. */
export const toDateInput = (iso: string | null | undefined): string => {
  if (!iso) return '';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : d.toISOString().slice(0, 10);
};

const pad = (n: number) => String(n).padStart(2, '0');

/** The user's calendar day, as a date input's YYYY-MM-DD. */
export const todayInput = (now = new Date()): string =>
  `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
