import { z } from 'zod';
import {
  controlAutomationSchema,
  controlFrequencySchema,
  controlStatusSchema,
  controlTypeSchema,
  createControlBodySchema,
  IMPLEMENTATION_STATUS_VALUES,
  type Control,
  type ControlTemplate,
} from '@rampart/contracts';
import type { CreateControlInput } from '../api/create-control.ts';
import type { UpdateControlInput } from '../api/update-control.ts';
import { parsePercent } from './effectiveness.ts';

/** The owner picker's value when a control keeps a free-text owner that is not a member. */
export const KEEP_OWNER = '__keep__';

/** The control form: the contract's rules, with text fields for lists and the percentage. */
export const controlFormSchema = z.object({
  title: createControlBodySchema.shape.title,
  description: z.string().max(10_000, 'Description is at most 10,000 characters'),
  type: controlTypeSchema,
  automation: controlAutomationSchema,
  status: controlStatusSchema,
  /** '' on a new control: the server decides from the status (planned: not started). */
  implementationStatus: z.enum(['', ...IMPLEMENTATION_STATUS_VALUES]),
  frequency: controlFrequencySchema,
  category: z.string().trim().max(100, 'Category is at most 100 characters'),
  /** A member id, '' for nobody, or KEEP_OWNER. */
  ownerUserId: z.string(),
  /** Comma-separated, e.g. "SOC2, GDPR". */
  frameworks: z.string().max(800),
  /** '' when not measured yet; else 0..100. */
  effectiveness: z
    .string()
    .refine((v) => v.trim() === '' || parsePercent(v) !== null, 'Enter a percentage from 0 to 100'),
});
export type ControlFormInput = z.input<typeof controlFormSchema>;
export type ControlFormValues = z.output<typeof controlFormSchema>;
export const CONTROL_FORM_FIELDS = Object.keys(
  controlFormSchema.shape,
) as (keyof ControlFormValues)[];

export const splitFrameworks = (text: string): string[] => [
  ...new Set(
    text
      .split(',')
      .map((f) => f.trim())
      .filter(Boolean),
  ),
];

export const emptyControlForm = (): ControlFormValues => ({
  title: '',
  description: '',
  type: 'preventive',
  automation: 'manual',
  status: 'active',
  implementationStatus: '',
  frequency: 'MONTHLY',
  category: '',
  ownerUserId: '',
  frameworks: '',
  effectiveness: '',
});

export const formFromTemplate = (
  t: ControlTemplate,
  current: ControlFormValues,
): ControlFormValues => ({
  ...current,
  title: t.control.title,
  description: t.control.description,
  type: t.control.type,
  automation: t.control.automation,
  category: t.control.category,
  frequency: t.control.frequency,
  frameworks: t.control.frameworks.join(', '),
});

export const formFromControl = (c: Control): ControlFormValues => ({
  title: c.title,
  description: c.description,
  type: c.type,
  automation: c.automation,
  status: c.status,
  implementationStatus: c.implementationStatus,
  frequency: c.frequency,
  category: c.category ?? '',
  ownerUserId: c.ownerUserId ?? (c.owner && c.owner !== 'Unassigned' ? KEEP_OWNER : ''),
  frameworks: c.frameworks.join(', '),
  effectiveness: c.effectivenessPercent === null ? '' : String(c.effectivenessPercent),
});

/** A member chosen: the server names the owner after them. Nobody: both cleared. */
const ownerFields = (value: string): Pick<UpdateControlInput, 'owner' | 'ownerUserId'> =>
  value === '' ? { owner: null, ownerUserId: null } : { owner: null, ownerUserId: value };

export const toCreateBody = (v: ControlFormValues): CreateControlInput => ({
  title: v.title,
  description: v.description,
  type: v.type,
  automation: v.automation,
  status: v.status,
  frequency: v.frequency,
  category: v.category || null,
  frameworks: splitFrameworks(v.frameworks),
  ...(v.implementationStatus ? { implementationStatus: v.implementationStatus } : {}),
  ...(v.ownerUserId && v.ownerUserId !== KEEP_OWNER ? { ownerUserId: v.ownerUserId } : {}),
  ...(parsePercent(v.effectiveness) !== null
    ? { effectivenessPercent: parsePercent(v.effectiveness) }
    : {}),
});

/** Only what changed, so an edit never overwrites someone else's change to another field. */
export const toUpdatePatch = (
  before: ControlFormValues,
  v: ControlFormValues,
): UpdateControlInput => {
  const patch: UpdateControlInput = {};
  const simple = ['title', 'description', 'type', 'automation', 'status', 'frequency'] as const;
  for (const key of simple) {
    if (v[key] !== before[key]) Object.assign(patch, { [key]: v[key] });
  }
  if (v.implementationStatus && v.implementationStatus !== before.implementationStatus) {
    patch.implementationStatus = v.implementationStatus;
  }
  if (v.category !== before.category) patch.category = v.category || null;
  if (v.ownerUserId !== before.ownerUserId && v.ownerUserId !== KEEP_OWNER) {
    Object.assign(patch, ownerFields(v.ownerUserId));
  }
  const frameworks = splitFrameworks(v.frameworks);
  if (frameworks.join(',') !== splitFrameworks(before.frameworks).join(',')) {
    patch.frameworks = frameworks;
  }
  if (v.effectiveness.trim() !== before.effectiveness.trim()) {
    patch.effectivenessPercent = parsePercent(v.effectiveness);
  }
  return patch;
};

/** The form field a server issue names ("frameworks.2" is the frameworks field). */
export const formFieldOf = (issueField: string): keyof ControlFormValues | undefined => {
  const head = issueField.split('.')[0];
  if (head === 'effectivenessPercent') return 'effectiveness';
  if (head === 'owner') return 'ownerUserId';
  return CONTROL_FORM_FIELDS.find((f) => f === head);
};
