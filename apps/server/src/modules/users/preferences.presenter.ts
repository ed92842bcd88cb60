import type { Preferences } from '@rampart/contracts';
import { defaultFavorites } from '@rampart/domain';
import type { PreferencesRow } from '@rampart/db';

export const presentPreferences = (row: PreferencesRow | null): Preferences => ({
  favorites: row?.favorites ?? defaultFavorites(),
  completedTours: row?.completedTours ?? [],
  skippedTours: row?.skippedTours ?? [],
  sidebarCollapsed: row?.sidebarCollapsed ?? false,
});
