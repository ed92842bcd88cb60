/**
 * Cache keys of vendors, shared by the vendor register and the hub. Everything derived from a
 * vendor (its list rows, events, documents, assessments, findings) lives under ['vendors'], so
 * one invalidation after a change refreshes it all.
 */
export const vendorKeys = {
  all: ['vendors'] as const,
  /** The hub's dashboard figures, shown on the hub, the dashboard home and analytics. */
  dashboard: ['vendors', 'dashboard'] as const,
  lists: () => ['vendors', 'list'] as const,
  /** One page (1-based) of the list for these filters and sort. */
  page: (params: Readonly<Record<string, unknown>>, page: number) =>
    ['vendors', 'list', params, page] as const,
  details: () => ['vendors', 'detail'] as const,
  detail: (id: string) => ['vendors', 'detail', id] as const,
  events: (id: string) => ['vendors', 'events', id] as const,
  documents: (id: string) => ['vendors', 'documents', id] as const,
  assessments: (id: string) => ['vendors', 'assessments', id] as const,
  findings: (id: string) => ['vendors', 'findings', id] as const,
  extraction: (jobId: string) => ['vendors', 'extractions', jobId] as const,
  // Under ['controls'], so adopting or importing controls refreshes the picker.
  controlOptions: (search: string) => ['controls', 'options', 'vendors', search] as const,
};
