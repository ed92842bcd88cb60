import { findLibraryControls, type Executor } from '@rampart/db';
import { recommendedControls } from '@rampart/db/library';
import { libraryContext } from '../library/library-context.ts';
import { visibleFramework } from './visible-framework.ts';

/** The library controls recommended for a framework, in the recommended order. */
export const recommendedLibraryControls = async (
  db: Executor,
  organizationId: string,
  frameworkId: string,
) => {
  const row = await visibleFramework(db, organizationId, frameworkId);
  const ids = recommendedControls(row.framework.id).map((c) => c.id);
  const [library, context] = await Promise.all([
    findLibraryControls(db, ids),
    libraryContext(db, organizationId, ids),
  ]);
  const order = new Map(ids.map((id, i) => [id, i]));
  return {
    controls: library.sort((a, b) => order.get(a.id)! - order.get(b.id)!),
    context,
  };
};
