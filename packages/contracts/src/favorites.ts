// Zod-free (decision 008): the sidebar reads these in the web app's first load.

/** Sidebar favorites (spec §5, §9): at most 5 kept, 3 shown. */
export const FAVORITES_MAX = 5;
export const FAVORITES_SHOWN = 3;
export const DEFAULT_FAVORITES = ['/dashboard', '/dashboard/risks'] as const;
