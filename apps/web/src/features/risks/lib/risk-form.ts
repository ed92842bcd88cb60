import { z } from 'zod';
import {
  createRiskBodySchema,
  riskCategorySchema,
  riskStatusSchema,
  type Risk,
  type RiskTemplate,
} from '@rampart/contracts';
import type { CreateRiskInput } from '../api/create-risk.ts';
import type { UpdateRiskInput } from '../api/update-risk.ts';

/** The owner picker's value when a risk keeps a free-text owner that is not a member. */
export const KEEP_OWNER = '__keep__';

/** The risk form: the contract's rules, with text fields for what the server takes as lists. */
export const riskFormSchema = z.object({
  title: createRiskBodySchema.shape.title,
  description: z.string().max(10_000, 'Description is at most 10,000 characters'),
  category: riskCategorySchema,
  status: riskStatusSchema,
  likelihood: createRiskBodySchema.shape.likelihood,
  impact: createRiskBodySchema.shape.impact,
  /** A member id, '' for nobody, or KEEP_OWNER. */
  ownerUserId: z.string(),
  /** Comma-separated, e.g. "SOC2, GDPR". */
  frameworks: z.string().max(800),
});
export type RiskFormInput = z.input<typeof riskFormSchema>;
export type RiskFormValues = z.output<typeof riskFormSchema>;

export const splitFrameworks = (text: string): string[] => [
  ...new Set(
    text
      .split(',')
      .map((f) => f.trim())
      .filter(Boolean),
  ),
];

export const emptyRiskForm = (): RiskFormValues => ({
  title: '',
  description: '',
  category: 'OPERATIONAL',
  status: 'identified',
  likelihood: 3,
  impact: 3,
  ownerUserId: '',
  frameworks: '',
});

export const formFromTemplate = (t: RiskTemplate, current: RiskFormValues): RiskFormValues => ({
  ...current,
  title: t.risk.title,
  description: t.risk.description,
  category: t.risk.category,
  status: t.risk.status,
  likelihood: t.risk.likelihood,
  impact: t.risk.impact,
  frameworks: t.risk.frameworks.join(', '),
});

export const formFromRisk = (r: Risk): RiskFormValues => ({
  title: r.title,
  description: r.description,
  category: r.category,
  status: r.status,
  likelihood: r.likelihood,
  impact: r.impact,
  ownerUserId: r.ownerUserId ?? (r.owner && r.owner !== 'Unassigned' ? KEEP_OWNER : ''),
  frameworks: r.frameworks.join(', '),
});

/** A member chosen: the server names the owner after them. Nobody: both cleared. */
const ownerFields = (value: string): Pick<UpdateRiskInput, 'owner' | 'ownerUserId'> =>
  value === '' ? { owner: null, ownerUserId: null } : { owner: null, ownerUserId: value };

export const toCreateBody = (v: RiskFormValues): CreateRiskInput => ({
  title: v.title,
  description: v.description,
  category: v.category,
  status: v.status,
  likelihood: v.likelihood,
  impact: v.impact,
  frameworks: splitFrameworks(v.frameworks),
  ...(v.ownerUserId && v.ownerUserId !== KEEP_OWNER ? { ownerUserId: v.ownerUserId } : {}),
});

/** Only what changed, so an edit never overwrites someone else's change to another field. */
export const toUpdatePatch = (before: RiskFormValues, v: RiskFormValues): UpdateRiskInput => {
  const patch: UpdateRiskInput = {};
  if (v.title !== before.title) patch.title = v.title;
  if (v.description !== before.description) patch.description = v.description;
  if (v.category !== before.category) patch.category = v.category;
  if (v.status !== before.status) patch.status = v.status;
  if (v.likelihood !== before.likelihood) patch.likelihood = v.likelihood;
  if (v.impact !== before.impact) patch.impact = v.impact;
  const frameworks = splitFrameworks(v.frameworks);
  if (frameworks.join(',') !== splitFrameworks(before.frameworks).join(','))
    patch.frameworks = frameworks;
  if (v.ownerUserId !== before.ownerUserId && v.ownerUserId !== KEEP_OWNER)
    Object.assign(patch, ownerFields(v.ownerUserId));
  return patch;
};
