import { z } from 'zod';
import { listQueryBase } from '@rampart/contracts';

/** A vendor's timeline and documents page like the other lists (limit and cursor). */
export const pageQuerySchema = z.object({
  limit: listQueryBase.limit,
  cursor: listQueryBase.cursor,
});
