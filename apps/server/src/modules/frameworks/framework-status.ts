import type { RequirementStatusItem } from '@rampart/contracts';
import {
  applicabilityForFramework,
  controlsForFramework,
  listRequirements,
  type Executor,
  type RequirementRow,
} from '@rampart/db';
import {
  normalizeFrequency,
  requirementStatus,
  summarizeStatuses,
  type ControlFrequency,
  type FrameworkSummary,
} from '@rampart/domain';

const asDate = (v: Date | string | null): Date | null =>
  v === null ? null : v instanceof Date ? v : new Date(v);
const iso = (d: Date | null) => (d ? d.toISOString() : null);
const IMPLEMENTATION = ['not_started', 'in_progress', 'implemented'] as const;

export type FrameworkStatus = {
  requirements: RequirementStatusItem[];
  summary: FrameworkSummary;
};

/**
 * Every requirement of a framework with its status for this organisation, derived from the
 * controls that serve it (their implementation, last test, and evidence freshness).
 */
export const frameworkStatus = async (
  db: Executor,
  organizationId: string,
  frameworkId: string,
  now: Date = new Date(),
): Promise<FrameworkStatus> => {
  // One after the other: the requirement use cases read this inside their transaction.
  const requirements = await listRequirements(db, organizationId, frameworkId);
  const links = await controlsForFramework(db, organizationId, frameworkId);
  const applicability = await applicabilityForFramework(db, organizationId, frameworkId);
  const byRequirement = new Map<string, typeof links>();
  for (const link of links) {
    const list = byRequirement.get(link.requirementId) ?? [];
    list.push(link);
    byRequirement.set(link.requirementId, list);
  }
  const declared = new Map(applicability.map((a) => [a.requirementId, a]));
  const items = requirements.map((req) =>
    presentRequirement(req, byRequirement.get(req.id) ?? [], declared.get(req.id) ?? null, now),
  );
  return { requirements: items, summary: summarizeStatuses(items.map((i) => i.status)) };
};

type Link = Awaited<ReturnType<typeof controlsForFramework>>[number];

const presentRequirement = (
  req: RequirementRow,
  links: Link[],
  applicability: { applicable: boolean; reason: string } | null,
  now: Date,
): RequirementStatusItem => {
  const inputs = links.map((l) => ({
    id: l.control.id,
    title: l.control.title,
    status: l.control.status,
    implementationStatus: l.control.implementationStatus,
    effectiveness: l.control.effectiveness,
    frequency: normalizeFrequency(l.control.frequency) as ControlFrequency,
    lastTestDate: l.control.lastTestDate,
    nextTestDate: l.control.nextTestDate,
    latestEvidenceAt: asDate(l.latestEvidenceAt),
  }));
  const result = requirementStatus({ applicability, controls: inputs }, now);
  const states = new Map(result.controls.map((c) => [c.controlId, c]));
  return {
    id: req.id,
    frameworkId: req.frameworkId,
    code: req.code,
    title: req.title,
    description: req.description,
    mandatory: req.mandatory,
    groupTitle: req.groupTitle,
    parentId: req.parentId,
    sortOrder: req.sortOrder,
    status: result.status,
    reasons: result.reasons,
    applicability: applicability
      ? { applicable: applicability.applicable, reason: applicability.reason }
      : null,
    controls: links.map((l, i) => {
      const state = states.get(l.control.id);
      return {
        id: l.control.id,
        title: l.control.title,
        // Retired controls do not count towards the status; show them as not started.
        state: state?.state ?? 'not_started',
        gaps: state?.gaps ?? ['Control is retired'],
        implementationStatus: (IMPLEMENTATION as readonly string[]).includes(
          l.control.implementationStatus,
        )
          ? (l.control.implementationStatus as (typeof IMPLEMENTATION)[number])
          : 'not_started',
        effectiveness: l.control.effectiveness,
        lastTestDate: iso(l.control.lastTestDate),
        latestEvidenceAt: iso(inputs[i]!.latestEvidenceAt),
        libraryControlId: l.control.libraryControlId,
        source: l.source,
        statement: l.statement,
      };
    }),
  };
};
