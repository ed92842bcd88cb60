import { z } from 'zod';
import {
  createFindingBodySchema,
  findingSeveritySchema,
  findingStatusSchema,
  type Finding,
} from '@rampart/contracts';
import type { FindingInput } from './finding-api/create-finding.ts';
import { toDateInput } from './date-input.ts';

/** The finding form: the contract's rules, with '' for "none" in the owner and due date. */
export const findingFormSchema = z.object({
  title: createFindingBodySchema.shape.title,
  description: z.string().max(10_000, 'Description is at most 10,000 characters'),
  severity: findingSeveritySchema,
  status: findingStatusSchema,
  ownerUserId: z.string(),
  dueDate: z.string(),
  remediation: z.string().max(10_000, 'Remediation is at most 10,000 characters'),
});
export type FindingFormInput = z.input<typeof findingFormSchema>;
export type FindingFormValues = z.output<typeof findingFormSchema>;
export const FINDING_FORM_FIELDS = Object.keys(
  findingFormSchema.shape,
) as (keyof FindingFormValues)[];

export const emptyFindingForm = (): FindingFormValues => ({
  title: '',
  description: '',
  severity: 'medium',
  status: 'open',
  ownerUserId: '',
  dueDate: '',
  remediation: '',
});

export const formFromFinding = (f: Finding): FindingFormValues => ({
  title: f.title,
  description: f.description,
  severity: f.severity,
  status: f.status,
  ownerUserId: f.ownerUserId ?? '',
  dueDate: toDateInput(f.dueDate),
  remediation: f.remediation,
});

export const toFindingInput = (v: FindingFormValues): FindingInput => ({
  ...v,
  ownerUserId: v.ownerUserId || null,
  dueDate: v.dueDate || null,
});

/** Only what changed, so an edit never overwrites someone else's change to another field. */
export const findingPatch = (
  before: FindingFormValues,
  v: FindingFormValues,
): Partial<FindingInput> => {
  const next = toFindingInput(v);
  const prev = toFindingInput(before);
  return Object.fromEntries(
    (Object.keys(next) as (keyof FindingInput)[])
      .filter((k) => next[k] !== prev[k])
      .map((k) => [k, next[k]]),
  ) as Partial<FindingInput>;
};
