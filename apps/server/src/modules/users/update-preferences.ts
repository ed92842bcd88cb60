import type { Preferences } from '@rampart/contracts';
import { FAVORITES_MAX } from '@rampart/contracts';
import { findPreferences, upsertPreferences, type Db } from '@rampart/db';
import { presentPreferences } from './preferences.presenter.ts';

/**
 * Interface state (favorites, sidebar, tours) is the user's own and not an organisation record,
 * so it is not written to the audit log (docs/decisions/002).
 */
export const updatePreferences = async ({
  userId,
  input,
  db,
}: {
  userId: string;
  input: { favorites?: string[]; sidebarCollapsed?: boolean };
  db: Db;
}): Promise<Preferences> =>
  db.transaction(async (tx) => {
    const current = presentPreferences(await findPreferences(tx, userId));
    const favorites = input.favorites
      ? [...new Set(input.favorites)].slice(0, FAVORITES_MAX)
      : current.favorites;
    const row = await upsertPreferences(tx, userId, {
      favorites,
      ...(input.sidebarCollapsed !== undefined && { sidebarCollapsed: input.sidebarCollapsed }),
    });
    return presentPreferences(row);
  });

/** Records a tour as completed or skipped; `null` clears it so the tour can run again. */
export const recordTourOutcome = async ({
  userId,
  tourId,
  outcome,
  db,
}: {
  userId: string;
  tourId: string;
  outcome: 'completed' | 'skipped' | null;
  db: Db;
}): Promise<Preferences> =>
  db.transaction(async (tx) => {
    const current = presentPreferences(await findPreferences(tx, userId));
    const without = (list: string[]) => list.filter((t) => t !== tourId);
    const completedTours = without(current.completedTours);
    const skippedTours = without(current.skippedTours);
    if (outcome === 'completed') completedTours.push(tourId);
    if (outcome === 'skipped') skippedTours.push(tourId);
    const row = await upsertPreferences(tx, userId, {
      favorites: current.favorites,
      completedTours,
      skippedTours,
    });
    return presentPreferences(row);
  });
