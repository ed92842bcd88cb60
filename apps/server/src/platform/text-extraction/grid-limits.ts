// What a questionnaire file is read to (read-questionnaire-grids.ts, docx-tables.ts).

/** How much of a file is read: a questionnaire is hundreds of questions, not a database. */
export const GRID_LIMITS = {
  sheets: 50,
  rowsPerSheet: 5000,
  columns: 60,
  cellChars: 5000,
  /** Values of one dropdown. */
  allowedValues: 200,
} as const;

/** A cell's text, cut to the limit, without NUL (PostgreSQL cannot store it). */
export const clip = (text: string) =>
  text.replaceAll(String.fromCharCode(0), '').slice(0, GRID_LIMITS.cellChars);
