import type { AdoptionResult } from '@rampart/contracts';
import type { Db } from '@rampart/db';
import { recommendedControls } from '@rampart/db/library';
import { hasPermission } from '@rampart/domain';
import type { Actor } from '../../auth/actor.ts';
import { forbidden } from '../../errors.ts';
import { adoptLibraryControlsIn } from './adopt-controls.ts';
import { changeFrameworkSelection } from './set-framework-selection.ts';

/**
 * Tracks the framework (when not yet tracked) and adopts its recommended library controls,
 * in one transaction: a failed adoption leaves the framework as it was, untracked included.
 */
export const adoptRecommendedControls = async ({
  db,
  actor,
  frameworkId,
}: {
  db: Db;
  actor: Actor;
  frameworkId: string;
}): Promise<AdoptionResult> => {
  // The route needs frameworks:write; adopting also writes the control register.
  if (!hasPermission(actor.permissions, 'controls:write')) throw forbidden();
  return db.transaction(async (tx) => {
    await changeFrameworkSelection(tx, actor, frameworkId, true);
    const ids = recommendedControls(frameworkId).map((c) => c.id);
    return ids.length === 0 ? { created: [], skipped: [] } : adoptLibraryControlsIn(tx, actor, ids);
  });
};
