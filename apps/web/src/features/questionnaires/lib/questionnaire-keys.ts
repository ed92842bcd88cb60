/**
 * Cache keys of questionnaires. Everything derived from one (list rows, the templates aside)
 * lives under ['questionnaires'], so one invalidation after a change refreshes it all.
 */
export const questionnaireKeys = {
  all: ['questionnaires'] as const,
  lists: () => ['questionnaires', 'list'] as const,
  /** One page (1-based) of the list for these filters and sort. */
  page: (params: Readonly<Record<string, unknown>>, page: number) =>
    ['questionnaires', 'list', params, page] as const,
  detail: (id: string) => ['questionnaires', 'detail', id] as const,
  // The shipped templates never change while the app runs.
  templates: () => ['questionnaire-templates'] as const,
};
