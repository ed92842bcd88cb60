import { z } from 'zod';

/** Every successful response: `{ success: true, data }`. */
export const ok = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });

/** One list shape for every list endpoint. */
export const page = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    nextCursor: z.string().nullable(),
  });

export const LIST_LIMIT_MAX = 200;
export const listQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(LIST_LIMIT_MAX).default(50),
  cursor: z.string().optional(),
});
