import { z } from 'zod';

// A list's export (issue 13): every row the list's filters match, in its order, as a file.

export const TABLE_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type TableExportFormat = (typeof TABLE_EXPORT_FORMATS)[number];

/** `?format=csv|xlsx`, CSV when left out. */
export const tableExportFormatSchema = z
  .enum(TABLE_EXPORT_FORMATS, { message: 'Format must be csv or xlsx' })
  .default('csv');

/** The paging of a list query, which an export of every matching row leaves out. */
export const LIST_PAGING = { limit: true, cursor: true, offset: true } as const;
