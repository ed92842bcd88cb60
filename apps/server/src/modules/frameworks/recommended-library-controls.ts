import type { Executor } from '@rampart/db';
import { recommendedControls } from '@rampart/db/library';
import { libraryControlsFor } from '../library/library-controls-for.ts';
import { visibleFramework } from './visible-framework.ts';

/** The library controls recommended for a framework, in the recommended order. */
export const recommendedLibraryControls = async (
  db: Executor,
  organizationId: string,
  frameworkId: string,
) => {
  const row = await visibleFramework(db, organizationId, frameworkId);
  const ids = recommendedControls(row.framework.id).map((c) => c.id);
  return libraryControlsFor(db, organizationId, ids);
};
