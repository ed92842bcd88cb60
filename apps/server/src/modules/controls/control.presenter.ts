import {
  CONTROL_AUTOMATION_VALUES,
  CONTROL_EFFECTIVENESS_BAND_VALUES,
  CONTROL_PRIORITY_VALUES,
  IMPLEMENTATION_COMPLEXITY_VALUES,
  IMPLEMENTATION_STATUS_VALUES,
  CONTROL_TEST_RESULT_VALUES,
  type Control,
  type ControlTest,
  type OverdueControlTest,
} from '@rampart/contracts';
import {
  bandFromPercent,
  CONTROL_TYPES,
  calendarDaysUntil,
  displayOwner,
  hasPermission,
  normalizeControlStatus,
  UNTITLED_CONTROL,
  normalizeFrequency,
} from '@rampart/domain';
import type { ControlRow, ControlTestRow } from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const oneOf = <T extends string>(values: readonly T[], v: string | null, fallback: T): T =>
  values.includes(v?.toLowerCase() as T) ? (v!.toLowerCase() as T) : fallback;
/** Effectiveness is stored as a 4-byte real; show it as the value that was entered. */
const fraction = (v: number | null) => (v === null ? null : Math.round(v * 10_000) / 10_000);

export type ControlLinks = { linkedRisks: string[]; evidence: string[] };

export const presentControl = (row: ControlRow, links: ControlLinks, actor: Actor): Control => {
  const canWrite = hasPermission(actor.permissions, 'controls:write');
  const effectiveness = fraction(row.effectiveness);
  const percent = effectiveness === null ? null : Math.round(effectiveness * 1000) / 10;
  return {
    id: row.id,
    title: row.title.trim() || UNTITLED_CONTROL,
    description: row.description,
    type: oneOf(CONTROL_TYPES, row.type, 'preventive'),
    automation: oneOf(CONTROL_AUTOMATION_VALUES, row.automation, 'manual'),
    category: row.category,
    owner: displayOwner(row.owner),
    ownerUserId: row.ownerUserId,
    frequency: normalizeFrequency(row.frequency),
    status: normalizeControlStatus(row.status),
    effectiveness,
    effectivenessPercent: percent,
    effectivenessBand:
      percent === null
        ? null
        : oneOf(CONTROL_EFFECTIVENESS_BAND_VALUES, row.effectivenessBand, bandFromPercent(percent)),
    frameworks: row.frameworks,
    linkedRisks: links.linkedRisks,
    evidence: links.evidence,
    lastTestDate: iso(row.lastTestDate),
    nextTestDate: iso(row.nextTestDate),
    testAssigneeUserId: row.testAssigneeUserId,
    libraryControlId: row.libraryControlId,
    implementationStatus: oneOf(
      IMPLEMENTATION_STATUS_VALUES,
      row.implementationStatus,
      'not_started',
    ),
    implementationProgress: row.implementationProgress,
    implementationDueDate: iso(row.implementationDueDate),
    priority: row.priority ? oneOf(CONTROL_PRIORITY_VALUES, row.priority, 'medium') : null,
    implementationComplexity: row.implementationComplexity
      ? oneOf(IMPLEMENTATION_COMPLEXITY_VALUES, row.implementationComplexity, 'moderate')
      : null,
    estimatedHours: row.estimatedHours,
    costPerHour: row.costPerHour,
    estimatedCost:
      row.estimatedHours !== null && row.costPerHour !== null
        ? Math.round(row.estimatedHours * row.costPerHour)
        : null,
    riskMitigationScore: row.riskMitigationScore,
    checklist: row.checklist,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    abilities: {
      update: canWrite,
      delete: canWrite,
      test: hasPermission(actor.permissions, 'tests:write'),
    },
  };
};

export const presentControlTest = (row: ControlTestRow): ControlTest => ({
  id: row.id,
  controlId: row.controlId,
  status: row.status === 'completed' ? 'completed' : 'scheduled',
  scheduledFor: iso(row.scheduledFor),
  assigneeUserId: row.assigneeUserId,
  result: row.result ? oneOf(CONTROL_TEST_RESULT_VALUES, row.result, 'fail') : null,
  effectiveness: fraction(row.effectiveness),
  notes: row.notes,
  testedAt: iso(row.testedAt),
  testedBy: row.testedBy,
  createdAt: row.createdAt.toISOString(),
});

export const presentOverdueTest = (
  late: { testId: string | null; due: Date; assigneeUserId: string | null },
  control: Control,
  now: Date,
): OverdueControlTest => ({
  control,
  testId: late.testId,
  scheduledFor: late.due.toISOString(),
  daysOverdue: Math.max(0, -calendarDaysUntil(late.due, now)),
  assigneeUserId: late.assigneeUserId,
});
