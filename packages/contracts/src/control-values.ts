// Zod-free (decision 008): the control vocabulary, read by the web app's URL search validation
// in its first load. The schemas built on it stay in controls.ts.

export const CONTROL_TYPE_VALUES = ['preventive', 'detective', 'corrective'] as const;
export const CONTROL_AUTOMATION_VALUES = ['manual', 'automated', 'hybrid'] as const;
export const CONTROL_FREQUENCY_VALUES = [
  'CONTINUOUS',
  'DAILY',
  'WEEKLY',
  'MONTHLY',
  'QUARTERLY',
  'SEMI_ANNUALLY',
  'ANNUALLY',
] as const;
export const CONTROL_STATUS_VALUES = ['active', 'inactive', 'planned', 'retired'] as const;
export const CONTROL_EFFECTIVENESS_BAND_VALUES = ['high', 'medium', 'low'] as const;
export const CONTROL_TEST_RESULT_VALUES = ['pass', 'fail', 'partial'] as const;
export const CONTROL_TEST_STATUS_VALUES = ['scheduled', 'completed'] as const;
export const IMPLEMENTATION_STATUS_VALUES = ['not_started', 'in_progress', 'implemented'] as const;
export const CONTROL_PRIORITY_VALUES = ['critical', 'high', 'medium', 'low'] as const;
export const IMPLEMENTATION_COMPLEXITY_VALUES = ['simple', 'moderate', 'complex'] as const;

export const CONTROL_SORT_COLUMNS = [
  'createdAt',
  'updatedAt',
  'title',
  'type',
  'automation',
  'category',
  'owner',
  'frequency',
  'status',
  'effectiveness',
  'lastTestDate',
  'nextTestDate',
] as const;
