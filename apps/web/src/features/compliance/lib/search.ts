import { REQUIREMENT_STATUS_VALUES, type RequirementStatusValue } from '@rampart/contracts';

const MAX_TEXT = 200;

const text = (value: unknown): string | undefined => {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const v = String(value).trim().slice(0, MAX_TEXT);
  return v === '' ? undefined : v;
};

const statuses = (value: unknown): RequirementStatusValue[] | undefined => {
  const list = (Array.isArray(value) ? value : [value]).filter(
    (v): v is RequirementStatusValue =>
      typeof v === 'string' && (REQUIREMENT_STATUS_VALUES as readonly string[]).includes(v),
  );
  return list.length > 0 ? [...new Set(list)] : undefined;
};

/** A framework page's state in the URL: its filters and the requirement open in the panel. */
export type FrameworkSearch = {
  status?: RequirementStatusValue[];
  group?: string;
  q?: string;
  requirement?: string;
};

export const validateFrameworkSearch = (raw: Record<string, unknown>): FrameworkSearch => ({
  status: statuses(raw.status),
  group: text(raw.group),
  q: text(raw.q),
  requirement: text(raw.requirement),
});

export const hasRequirementFilters = (s: FrameworkSearch): boolean =>
  Boolean(s.status?.length || s.group || s.q);

/** Filters gone; the open requirement stays open. */
export const clearRequirementFilters = (s: FrameworkSearch): FrameworkSearch => ({
  requirement: s.requirement,
});

/** Gap Analysis: which framework; without one, the first tracked framework is shown. */
export type GapsSearch = { frameworkId?: string };

export const validateGapsSearch = (raw: Record<string, unknown>): GapsSearch => ({
  frameworkId: text(raw.frameworkId),
});
