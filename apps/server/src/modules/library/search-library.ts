import { searchLibraryControls, type Executor, type LibrarySearch } from '@rampart/db';
import { libraryContext } from './library-context.ts';

/** A page of the control library, with what the organisation adopted from it. */
export const searchLibrary = async (db: Executor, organizationId: string, query: LibrarySearch) => {
  const result = await searchLibraryControls(db, query);
  const context = await libraryContext(
    db,
    organizationId,
    result.rows.map((r) => r.id),
  );
  return { ...result, context };
};
