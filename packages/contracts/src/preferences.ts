import { z } from 'zod';

import { FAVORITES_MAX } from './favorites.ts';

export { DEFAULT_FAVORITES, FAVORITES_MAX, FAVORITES_SHOWN } from './favorites.ts';

// Pages of the sidebar and records opened from it (a questionnaire's `qnr_…` id is a segment).
const path = z
  .string()
  .regex(/^\/dashboard(\/[a-z0-9_-]+)*$/, 'A favorite is a /dashboard path')
  .max(200);

export const preferencesSchema = z.object({
  favorites: z.array(z.string()),
  completedTours: z.array(z.string()),
  skippedTours: z.array(z.string()),
  sidebarCollapsed: z.boolean(),
});
export type Preferences = z.infer<typeof preferencesSchema>;

export const updatePreferencesBodySchema = z
  .object({
    favorites: z.array(path).max(FAVORITES_MAX, `At most ${FAVORITES_MAX} favorites`),
    sidebarCollapsed: z.boolean(),
  })
  .partial();

export const tourIdParamsSchema = z.object({ tourId: z.string().regex(/^[a-z0-9-]{1,64}$/) });
export const tourProgressBodySchema = z.object({ outcome: z.enum(['completed', 'skipped']) });
