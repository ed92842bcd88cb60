import { z } from 'zod';

/** Sidebar favorites (spec §5, §9): at most 5 kept, 3 shown. */
export const FAVORITES_MAX = 5;
export const FAVORITES_SHOWN = 3;
export const DEFAULT_FAVORITES = ['/dashboard', '/dashboard/risks'] as const;

const path = z
  .string()
  .regex(/^\/dashboard(\/[a-z0-9-]+)*$/, 'A favorite is a /dashboard path')
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
