import { CONTROL_AUTOMATION_VALUES } from '@rampart/contracts';
import type { ControlRow } from '@rampart/db';
import {
  bandFromPercent,
  CONTROL_TYPES,
  normalizeControlStatus,
  normalizeFrequency,
} from '@rampart/domain';

/** Columns a control file carries. `computed` ones are written on export and ignored on import. */
export const CONTROL_COLUMNS = [
  'id',
  'title',
  'description',
  'type',
  'automation',
  'category',
  'owner',
  'ownerEmail',
  'frequency',
  'status',
  'effectivenessPercent',
  'frameworks',
  'lastTestDate',
  'nextTestDate',
  'implementationStatus',
  'implementationProgress',
  'priority',
  'estimatedHours',
  'effectivenessBand',
] as const;
export type ControlColumn = (typeof CONTROL_COLUMNS)[number];
export const COMPUTED_CONTROL_COLUMNS = new Set<ControlColumn>(['effectivenessBand']);

/** Effectiveness is 0..1 in the database; the file shows percent with enough digits to return. */
export const PERCENT_DIGITS = 6;
export const fractionToPercent = (fraction: number) =>
  Math.round(fraction * 100 * 10 ** PERCENT_DIGITS) / 10 ** PERCENT_DIGITS;

const iso = (d: Date | null) => (d ? d.toISOString() : '');
const oneOf = <T extends string>(values: readonly T[], v: string, fallback: T): T =>
  values.includes(v.toLowerCase() as T) ? (v.toLowerCase() as T) : fallback;

/** One control as cells, with the values the list shows (older spellings normalised). */
export const controlToCells = (c: ControlRow, ownerEmail: string): string[] => {
  const percent = c.effectiveness === null ? null : fractionToPercent(c.effectiveness);
  return [
    c.id,
    c.title,
    c.description,
    oneOf(CONTROL_TYPES, c.type, 'preventive'),
    oneOf(CONTROL_AUTOMATION_VALUES, c.automation, 'manual'),
    c.category ?? '',
    c.owner ?? '',
    ownerEmail,
    normalizeFrequency(c.frequency),
    normalizeControlStatus(c.status),
    percent === null ? '' : String(percent),
    c.frameworks.join(';'),
    iso(c.lastTestDate),
    iso(c.nextTestDate),
    c.implementationStatus,
    String(c.implementationProgress),
    c.priority ?? '',
    c.estimatedHours === null ? '' : String(c.estimatedHours),
    percent === null ? '' : (c.effectivenessBand ?? bandFromPercent(percent)),
  ];
};
