import type { RequirementDetail } from '@rampart/contracts';
import { evidenceForControls, type Executor } from '@rampart/db';
import { controlsForRequirement } from '@rampart/db/library';
import { libraryControlsFor } from '../library/library-controls-for.ts';
import { requirementStatusNow } from './requirement-status-now.ts';
import { visibleFramework } from './visible-framework.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** One requirement's status with its controls' evidence and the library controls that serve it. */
export const requirementDetail = async (
  db: Executor,
  organizationId: string,
  frameworkId: string,
  requirementId: string,
): Promise<RequirementDetail> => {
  const row = await visibleFramework(db, organizationId, frameworkId);
  const requirement = await requirementStatusNow(
    db,
    organizationId,
    row.framework.id,
    requirementId,
  );
  const libraryIds = controlsForRequirement(requirement.id)
    .map((c) => c.id)
    .sort((a, b) => a.localeCompare(b));
  const [evidence, libraryControls] = await Promise.all([
    evidenceForControls(
      db,
      organizationId,
      requirement.controls.map((c) => c.id),
    ),
    libraryControlsFor(db, organizationId, libraryIds),
  ]);
  return {
    requirement,
    evidence: evidence.map((e) => ({
      id: e.id,
      title: e.title,
      fileName: e.fileName,
      controlId: e.controlId,
      createdAt: e.createdAt.toISOString(),
      effectiveDate: iso(e.effectiveDate),
      expiresAt: iso(e.expiresAt),
    })),
    libraryControls,
  };
};
