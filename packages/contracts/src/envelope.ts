import { z } from 'zod';

import { LIST_LIMIT_MAX } from './list-values.ts';

export { LIST_LIMIT_MAX } from './list-values.ts';

/** Every successful response: `{ success: true, data }`. */
export const ok = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });

/** One list shape for every list endpoint. */
export const page = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    nextCursor: z.string().nullable(),
  });

/** One page of a list endpoint's items: what `page(itemSchema)` parses, typed by its item. */
export type Page<T> = Omit<z.infer<ReturnType<typeof page>>, 'items'> & { items: T[] };

/**
 * What a client may send for a body schema: its input, before the server fills in defaults
 * (`RequestBody<typeof createRiskBodySchema>`; the schema is imported as a type only).
 */
export type RequestBody<S extends z.ZodType> = z.input<S>;

export const listQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(LIST_LIMIT_MAX).default(50),
  cursor: z.string().optional(),
});

/** What a spreadsheet import did: rows added and rows changed. */
export const importResultSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
});
export type ImportResult = z.infer<typeof importResultSchema>;
