import type { CreateControlBody } from '@rampart/contracts';
import {
  bandFromPercent,
  reconcileImplementation,
  nextTestDate,
  type EffectivenessBand,
} from '@rampart/domain';
import type { ControlRow, NewControlRow } from '@rampart/db';
import { invalid } from '../../errors.ts';

/** Percent and fraction of the same value may differ by rounding, not by more. */
const AGREEMENT_PERCENT = 0.5;

export type EffectivenessInput = {
  effectiveness?: number | null;
  effectivenessPercent?: number | null;
};

/**
 * Effectiveness arrives as 0..1 or as a percentage; both may be sent (a client echoing a control
 * back) when they agree. The band comes from the percentage (spec §4: 85 high, 60 medium).
 */
export const resolveEffectiveness = (
  input: EffectivenessInput,
  field: (name: string) => string,
): { effectiveness?: number | null; effectivenessBand?: EffectivenessBand | null } => {
  const { effectiveness: fraction, effectivenessPercent: percent } = input;
  if (fraction === undefined && percent === undefined) return {};
  if (fraction !== undefined && percent !== undefined) {
    const agree =
      fraction === null || percent === null
        ? fraction === percent
        : Math.abs(fraction * 100 - percent) <= AGREEMENT_PERCENT;
    if (!agree) {
      throw invalid(
        field('effectivenessPercent'),
        'Effectiveness and effectivenessPercent disagree; send one of them',
      );
    }
  }
  const value = fraction !== undefined ? fraction : percent === null ? null : percent! / 100;
  if (value === null) return { effectiveness: null, effectivenessBand: null };
  const pct = percent ?? Math.round(value * 100 * 1e6) / 1e6;
  return { effectiveness: value, effectivenessBand: bandFromPercent(pct) };
};

export const newControlRow = (
  id: string,
  organizationId: string,
  createdBy: string,
  input: CreateControlBody,
  owner: { owner?: string | null; ownerUserId?: string | null },
  effectiveness: ReturnType<typeof resolveEffectiveness>,
  at: (name: string) => string = (name) => name,
): NewControlRow => {
  const lastTestDate = input.lastTestDate ?? null;
  // An active control is implemented unless its checklist says otherwise (decision 025).
  const stepsOpen = input.checklist.some((i) => !i.done);
  const implementation = reconcileImplementation(
    { implementationStatus: 'not_started', implementationProgress: 0, checklist: [] },
    {
      implementationStatus:
        input.implementationStatus ??
        (input.status === 'planned' ? 'not_started' : stepsOpen ? 'in_progress' : 'implemented'),
      implementationProgress: input.implementationProgress,
      checklist: input.checklist,
    },
  );
  if ('issue' in implementation) {
    throw invalid(at(implementation.issue.field), implementation.issue.message);
  }
  return {
    id,
    organizationId,
    createdBy,
    title: input.title,
    description: input.description,
    type: input.type,
    automation: input.automation,
    category: input.category ?? null,
    owner: owner.owner ?? input.owner ?? null,
    ownerUserId: owner.ownerUserId ?? null,
    frequency: input.frequency,
    status: input.status,
    effectiveness: effectiveness.effectiveness ?? null,
    effectivenessBand: effectiveness.effectivenessBand ?? null,
    frameworks: input.frameworks,
    lastTestDate,
    // A control tested before keeps its rhythm: the next test follows from the last one.
    nextTestDate:
      input.nextTestDate ?? (lastTestDate ? nextTestDate(lastTestDate, input.frequency) : null),
    implementationStatus: implementation.state.implementationStatus,
    implementationProgress: implementation.state.implementationProgress,
    implementationDueDate: input.implementationDueDate ?? null,
    priority: input.priority ?? null,
    implementationComplexity: input.implementationComplexity ?? null,
    estimatedHours: input.estimatedHours ?? null,
    checklist: input.checklist,
  };
};

/** The auditable view of a control: its inputs, not timestamps of the row. */
export const controlSnapshot = (c: ControlRow) => ({
  title: c.title,
  description: c.description,
  type: c.type,
  automation: c.automation,
  category: c.category,
  owner: c.owner,
  ownerUserId: c.ownerUserId,
  frequency: c.frequency,
  status: c.status,
  effectiveness: c.effectiveness,
  effectivenessBand: c.effectivenessBand,
  frameworks: c.frameworks,
  lastTestDate: c.lastTestDate?.toISOString() ?? null,
  nextTestDate: c.nextTestDate?.toISOString() ?? null,
  testAssigneeUserId: c.testAssigneeUserId,
  libraryControlId: c.libraryControlId,
  implementationStatus: c.implementationStatus,
  implementationProgress: c.implementationProgress,
  implementationDueDate: c.implementationDueDate?.toISOString() ?? null,
  priority: c.priority,
  implementationComplexity: c.implementationComplexity,
  estimatedHours: c.estimatedHours,
  costPerHour: c.costPerHour,
  riskMitigationScore: c.riskMitigationScore,
  checklist: c.checklist,
});
