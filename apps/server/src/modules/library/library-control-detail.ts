import { findLibraryControl, type Executor } from '@rampart/db';
import { notFound } from '../../errors.ts';
import { libraryContext } from './library-context.ts';

/** One library control, with whether (and as which control) the organisation adopted it. */
export const libraryControlDetail = async (db: Executor, organizationId: string, id: string) => {
  const row = await findLibraryControl(db, id);
  if (!row) throw notFound('Library control');
  return { row, context: await libraryContext(db, organizationId, [row.id]) };
};
