/**
 * Cache keys of frameworks. Everything derived from a framework's requirements lives under
 * ['frameworks'], so one invalidation after a change (tracking, applicability, a mapped or
 * adopted control) refreshes the summaries, the requirement table, the drill-down and the gaps.
 */
export const FRAMEWORK_KEYS = {
  all: ['frameworks'] as const,
  list: ['frameworks', 'list'] as const,
  detail: (id: string) => ['frameworks', 'detail', id] as const,
  requirement: (frameworkId: string, requirementId: string) =>
    ['frameworks', 'requirement', frameworkId, requirementId] as const,
  recommended: (id: string) => ['frameworks', 'recommended', id] as const,
  gaps: (id: string) => ['frameworks', 'gaps', id] as const,
  // Under ['controls'], so adopting or importing controls refreshes the picker.
  controlOptions: (search: string) => ['controls', 'options', 'framework', search] as const,
};

/** The prefixes under which the controls and library features cache what adopting changes. */
export const CONTROLS_PREFIX = ['controls'] as const;

/** The path of a framework, or of one of its requirements (ids carry ':' and '()'). */
export const frameworkPath = (id: string) => `/frameworks/${encodeURIComponent(id)}`;
export const requirementPath = (frameworkId: string, requirementId: string) =>
  `${frameworkPath(frameworkId)}/requirements/${encodeURIComponent(requirementId)}`;
