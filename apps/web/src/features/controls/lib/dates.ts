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

/** A file's name without its ending, as a starting title: "q3-access-review.pdf" -> "q3-access-review". */
export const titleFromFileName = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return (dot > 0 ? name.slice(0, dot) : name).trim().slice(0, 200);
};

/** Bytes for people: "820 B", "14.2 KB", "3.1 MB". */
export const formatBytes = (n: number): string => {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`;
  return `${(n / 1024 / 1024).toFixed(1)} MB`;
};
