import type { GapAnalysis } from '@rampart/contracts';
import type { Executor } from '@rampart/db';
import type { FrameworkSummary } from '@rampart/domain';
import type { Actor } from '../../auth/actor.ts';
import { frameworkStatus } from './framework-status.ts';
import { presentFramework } from './framework.presenter.ts';
import { gapAnalysis } from './gap-analysis.ts';
import { visibleFramework } from './visible-framework.ts';

/** A gap analysis whose framework always carries its status summary (it was just computed). */
export type FrameworkGaps = GapAnalysis & {
  framework: GapAnalysis['framework'] & { summary: FrameworkSummary };
};

/** The gap analysis of a framework the organisation may see. */
export const frameworkGaps = async (
  db: Executor,
  actor: Actor,
  frameworkId: string,
): Promise<FrameworkGaps> => {
  const row = await visibleFramework(db, actor.organizationId, frameworkId);
  const status = await frameworkStatus(db, actor.organizationId, row.framework.id);
  const framework = { ...presentFramework(row, status.summary, actor), summary: status.summary };
  const analysis = await gapAnalysis(db, actor.organizationId, framework, status);
  return { ...analysis, framework };
};
