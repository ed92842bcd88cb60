import type { GapAnalysis } from '@rampart/contracts';
import type { Executor } from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { frameworkStatus, presentFramework } from './framework-status.ts';
import { gapAnalysis } from './gap-analysis.ts';
import { visibleFramework } from './visible-framework.ts';

/** The gap analysis of a framework the organisation may see. */
export const frameworkGaps = async (
  db: Executor,
  actor: Actor,
  frameworkId: string,
): Promise<GapAnalysis> => {
  const row = await visibleFramework(db, actor.organizationId, frameworkId);
  const status = await frameworkStatus(db, actor.organizationId, row.framework.id);
  return gapAnalysis(
    db,
    actor.organizationId,
    presentFramework(row, status.summary, actor),
    status,
  );
};
