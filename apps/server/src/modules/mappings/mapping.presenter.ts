import type { Mapping } from '@rampart/contracts';
import { bandFromPercent } from '@rampart/domain';
import type { MappingView } from '@rampart/db';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const presentMapping = ({
  mapping,
  riskTitle,
  controlTitle,
  controlType,
}: MappingView): Mapping => ({
  riskId: mapping.riskId,
  controlId: mapping.controlId,
  riskTitle,
  controlTitle,
  controlType,
  effectiveness: mapping.effectiveness,
  effectivenessRating: Math.max(1, Math.round(mapping.effectiveness * 5)),
  effectivenessBand: bandFromPercent(mapping.effectiveness * 100),
  mitigationImpact: mapping.mitigationImpact,
  rationale: mapping.rationale,
  lastTested: iso(mapping.lastTested),
  nextTestDue: iso(mapping.nextTestDue),
  evidence: mapping.evidence,
  createdAt: mapping.createdAt.toISOString(),
});

/** 0..1 from either the number or the 1..5 rating. */
export const effectivenessOf = (v: {
  effectiveness?: number;
  effectivenessRating?: number;
}): number => v.effectiveness ?? (v.effectivenessRating ?? 0) / 5;

export const mappingEntityId = (riskId: string, controlId: string) => `${riskId}:${controlId}`;
