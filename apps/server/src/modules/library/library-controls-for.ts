import type { LibraryControlItem } from '@rampart/contracts';
import { findLibraryControls, type Executor } from '@rampart/db';
import { libraryContext } from './library-context.ts';
import { presentLibraryControl } from './library.presenter.ts';

/**
 * The library controls with these ids, in the order given, as the library shows them to the
 * organisation (its size and what it adopted): for the modules that point at library controls.
 */
export const libraryControlsFor = async (
  db: Executor,
  organizationId: string,
  ids: string[],
): Promise<LibraryControlItem[]> => {
  const [rows, context] = await Promise.all([
    findLibraryControls(db, ids),
    libraryContext(db, organizationId, ids),
  ]);
  const order = new Map(ids.map((id, i) => [id, i]));
  return rows
    .sort((a, b) => order.get(a.id)! - order.get(b.id)!)
    .map((row) => presentLibraryControl(row, context));
};
