import type { LibraryControlItem, RequirementRef } from '@rampart/contracts';
import type { LibraryControlRow } from '@rampart/db';
import { FRAMEWORKS, standardsOf } from '@rampart/db/library';
import { planAdoption, type OrganizationSize } from '@rampart/domain';

const requirementRefs = new Map<string, RequirementRef>(
  FRAMEWORKS.flatMap((f) =>
    f.requirements.map(
      (r) => [r.id, { id: r.id, frameworkId: f.id, code: r.code, title: r.title }] as const,
    ),
  ),
);

const IMPORTANCE = ['MANDATORY', 'PREFERRED', 'ADVANCED'] as const;

export const presentLibraryControl = (
  row: LibraryControlRow & { rank?: number },
  context: { size: OrganizationSize | null; adopted: Map<string, string> },
): LibraryControlItem => {
  const plan = planAdoption(row, context.size);
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    importance: (IMPORTANCE as readonly string[]).includes(row.importance)
      ? (row.importance as (typeof IMPORTANCE)[number])
      : 'ADVANCED',
    description: { why: row.why, how: row.how, evidence: row.evidence },
    standards: row.standards,
    requirements: [...new Set(standardsOf(row))]
      .map((code) => requirementRefs.get(code))
      .filter((r): r is RequirementRef => r !== undefined),
    adoptedControlId: context.adopted.get(row.id) ?? null,
    effort: {
      priority: plan.priority,
      implementationComplexity: plan.implementationComplexity,
      frequency: plan.frequency,
      estimatedHours: plan.estimatedHours,
      costPerHour: plan.costPerHour,
      estimatedCost: plan.estimatedCost,
      riskMitigationScore: plan.riskMitigationScore,
    },
    rank: Math.round((row.rank ?? 0) * 10_000) / 10_000,
  };
};
