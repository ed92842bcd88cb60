/** Cache keys of control generation: jobs, and the lists this feature reads for its forms. */
export const GENERATION_KEYS = {
  jobs: ['ai-jobs'] as const,
  list: ['ai-jobs', 'list'] as const,
  job: (id: string) => ['ai-jobs', 'job', id] as const,
  risks: (search: string) => ['ai-jobs', 'risk-options', search] as const,
  organization: ['organization', 'current'] as const,
};

/** Other features' prefixes that applying changes: the registers. */
export const CONTROLS_PREFIX = ['controls'] as const;
export const RISKS_PREFIX = ['risks'] as const;
