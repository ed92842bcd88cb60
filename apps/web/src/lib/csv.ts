/** Quotes a CSV field; a leading = + - @ is neutralised so spreadsheets do not run it. */
export const csvField = (value: string | number | null): string => {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** A header and rows as CSV text (CRLF line ends, as RFC 4180 writes them). */
export const toCsv = (
  columns: readonly string[],
  rows: readonly (readonly (string | number | null)[])[],
) => [columns, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
