/**
 * The Report Builder's cache keys. Definitions and runs sit under ['reports'], so a save or a run
 * refreshes the lists; the preview has its own prefix, so a save does not redraw it.
 */
export const REPORT_KEYS = {
  all: ['reports'] as const,
  definitions: ['reports', 'definitions'] as const,
  definition: (id: string) => ['reports', 'definitions', id] as const,
  runs: ['reports', 'runs'] as const,
  runList: (definitionId: string | undefined) =>
    ['reports', 'runs', 'list', definitionId ?? 'all'] as const,
  run: (id: string) => ['reports', 'runs', 'one', id] as const,
  preview: (spec: unknown) => ['report-preview', spec] as const,
};
