import type { GapAnalysis, GapItem } from '@rampart/contracts';
import { adoptedControls, type Executor } from '@rampart/db';
import { controlsForRequirement } from '@rampart/db/library';
import { compareGaps } from '@rampart/domain';
import type { FrameworkStatus } from './framework-status.ts';

/**
 * The requirements not met (not met and partly met), mandatory first and unmet before partly
 * met, each with the library controls that would close it.
 */
export const gapAnalysis = async (
  db: Executor,
  organizationId: string,
  framework: GapAnalysis['framework'],
  status: FrameworkStatus,
  now: Date = new Date(),
): Promise<GapAnalysis> => {
  const open = status.requirements
    .filter((r) => r.status === 'not_met' || r.status === 'partly_met')
    .sort(compareGaps);
  const library = new Map(open.map((r) => [r.id, controlsForRequirement(r.id)]));
  const libraryIds = [...new Set([...library.values()].flat().map((c) => c.id))];
  const adopted = new Map(
    (await adoptedControls(db, organizationId, libraryIds)).map((c) => [c.libraryControlId!, c.id]),
  );
  const items: GapItem[] = open.map((requirement) => ({
    requirement,
    libraryControls: (library.get(requirement.id) ?? []).map((c) => ({
      id: c.id,
      name: c.name,
      importance: c.importance,
      adoptedControlId: adopted.get(c.id) ?? null,
    })),
  }));
  return { framework, generatedAt: now.toISOString(), items };
};
