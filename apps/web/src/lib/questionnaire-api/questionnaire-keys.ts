import type { CollabResource } from '@rampart/contracts';

/**
 * Cache keys of questionnaires, shared by the list and the collaboration screen. Everything
 * derived from one (list rows, its side panel's lists; the templates aside) lives under
 * ['questionnaires'], so one invalidation after a change refreshes it all.
 */
export const questionnaireKeys = {
  all: ['questionnaires'] as const,
  lists: () => ['questionnaires', 'list'] as const,
  /** One page (1-based) of the list for these filters and sort. */
  page: (params: Readonly<Record<string, unknown>>, page: number) =>
    ['questionnaires', 'list', params, page] as const,
  detail: (id: string) => ['questionnaires', 'detail', id] as const,
  /**
   * A side-panel resource of one questionnaire (comments, versions, activity, members, links…),
   * the key the socket's `changed` message invalidates.
   */
  resource: (id: string, resource: Exclude<CollabResource, 'questionnaire'>) =>
    ['questionnaires', 'resource', id, resource] as const,
  // The shipped templates never change while the app runs.
  templates: () => ['questionnaire-templates'] as const,
};
