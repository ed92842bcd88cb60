import type { ControlListParams } from '../lib/controls-search.ts';

/**
 * Cache keys of controls. Everything derived from a control lives under ['controls'], so one
 * invalidation after a change refreshes it all. Risks live under ['risks'] (their own feature):
 * a change that moves residual risk (mapping, test, delete) invalidates that prefix too.
 */
export const CONTROL_KEYS = {
  all: ['controls'] as const,
  lists: ['controls', 'list'] as const,
  page: (params: ControlListParams, page: number) => ['controls', 'list', params, page] as const,
  detail: (id: string) => ['controls', 'detail', id] as const,
  tests: (id: string) => ['controls', 'tests', id] as const,
  mappings: (id: string) => ['controls', 'mappings', id] as const,
  evidence: (id: string) => ['controls', 'evidence', id] as const,
  findings: (id: string) => ['controls', 'findings', id] as const,
  scripts: (id: string) => ['controls', 'test-scripts', id] as const,
  generatedSteps: (id: string) => ['controls', 'generate-steps', id] as const,
  templates: ['control-templates'] as const,
  riskOptions: (search: string) => ['control-risk-options', search] as const,
};

/** The prefix under which the risks feature caches risks, their mappings and analytics. */
export const RISKS_PREFIX = ['risks'] as const;
